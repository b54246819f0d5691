import { Outlet } from "react-router";
import unsubscribeStyles from "../../features/unsubscribe/components/unsubscribe.css?url";
import { requireLanguage } from "../../lib/domain/route-language";
import { ensureLanguage } from "../../lib/i18n/client-i18n";
import type { RouteHandle } from "../../lib/routing/route-handle";
import { PageLoading } from "../../shell/page-loading";
import type { Route } from "./+types/unsubscribe-layout";

/**
 * SPEC 2.2 {language}/unsubscribe, "child routes loaded on demand": this layout and its two
 * screens (the choice, then the confirmation) are each their own chunk, fetched when reached.
 * Public: a mail's link works signed out (the token is the authority). A visitor in the middle of
 * a task gets the light footer (docs/shell.md "Which footer").
 */
export const handle = { footer: "light" } as const satisfies RouteHandle;

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: unsubscribeStyles }];

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  await ensureLanguage(requireLanguage(params.language));
  return null;
}

export function HydrateFallback() {
  return <PageLoading />;
}

export default function UnsubscribeLayout() {
  return <Outlet />;
}
