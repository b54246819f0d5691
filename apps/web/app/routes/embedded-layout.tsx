import { Outlet } from "react-router";
import { requireLanguage } from "../lib/i18n/route-language";
import type { RouteHandle } from "../lib/routing/route-handle";
import type { Route } from "./+types/embedded-layout";

/** SPEC 2.2 m/{language}/...: the same pages inside the mobile apps, header and footer hidden. */
export const handle = {
  embedded: true,
  header: { disabled: true },
  footer: "none",
} as const satisfies RouteHandle;

/** Checked on the server so that an unknown language answers HTTP 404, as under {language}. */
export function loader({ params }: Route.LoaderArgs) {
  requireLanguage(params.language);
  return null;
}

export default function EmbeddedLayout() {
  return <Outlet />;
}
