import { isPassType, type PassType } from "@cinelux/contract/passes";
import { useSearchParams } from "react-router";
import subscribeStyles from "../../features/subscription/components/subscribe/subscribe.css?url";
import { SubscribePage } from "../../features/subscription/components/subscribe/subscribe-page";
import { requireLanguage } from "../../lib/domain/route-language";
import type { RouteHandle } from "../../lib/routing/route-handle";
import type { Route } from "./+types/subscribe";

export const handle = {
  screenName: "subscribe",
  titleKey: "Title.Subscribe",
  descriptionKey: "Description.Subscribe",
  // A customer in the middle of a purchase: the light footer (docs/shell.md "Which footer").
  footer: "light",
} as const satisfies RouteHandle;

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: subscribeStyles }];

/** The plan the catalog links with when the address names none or an unknown one: the popular pass. */
const DEFAULT_PLAN: PassType = "CINEPASS";

/**
 * {language}/subscribe?plan=X (login, registration and `subscriptionEnabled`, guarded by the
 * layout; the guard has loaded the account the screen reads). A module of its own, so the
 * purchase code loads with this page only (decision 004).
 */
export function clientLoader({ params }: Route.ClientLoaderArgs) {
  return { language: requireLanguage(params.language) };
}

export default function Subscribe({ loaderData }: Route.ComponentProps) {
  const [search, setSearch] = useSearchParams();
  const asked = search.get("plan");
  const plan = isPassType(asked) ? asked : DEFAULT_PLAN;
  return (
    <SubscribePage
      language={loaderData.language}
      plan={plan}
      // The address keeps the plan: a reload, or the way back from the profile, finds it.
      onPlan={(next) => setSearch({ plan: next }, { replace: true, preventScrollReset: true })}
    />
  );
}
