import { redirect } from "react-router";
import { languageHomePath } from "../lib/domain/language-home";
import type { Route } from "./+types/language-redirect";

/** SPEC 2.2 empty path: 302 to the first language of the domain (from the Host header). */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  throw redirect(languageHomePath(request.headers.get("host") ?? url.host, url.search));
}

// A UI route (not a resource route), so client-side links to "/" follow the redirect in place.
export default function LanguageRedirect() {
  return null;
}
