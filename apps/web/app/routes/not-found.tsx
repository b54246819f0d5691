import { data } from "react-router";
import { NotFoundPage } from "../shell/not-found-page";

/** SPEC 2.2 catch-all: the not-found page with HTTP 404. */
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundPage />;
}
