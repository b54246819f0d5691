import { Outlet } from "react-router";
import { requireLanguage } from "../lib/i18n/route-language";
import type { Route } from "./+types/language-layout";

/** Checked on the server so that an unknown language answers HTTP 404 (SPEC 2.2 catch-all). */
export function loader({ params }: Route.LoaderArgs) {
  requireLanguage(params.language);
  return null;
}

export default function LanguageLayout() {
  return <Outlet />;
}
