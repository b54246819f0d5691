import { Outlet, type ShouldRevalidateFunctionArgs } from "react-router";
import { requestDomain } from "../lib/domain/domain-language";
import { requireDomainLanguage } from "../lib/domain/route-language";
import type { Route } from "./+types/language-layout";

/**
 * Checked on the server (and on every client navigation, through this loader): an unknown language
 * answers HTTP 404 (SPEC 2.2 catch-all); a language the domain does not offer (`/fr` on the Dutch
 * domain) redirects to the same page in the domain's first language.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  requireDomainLanguage(params.language, requestDomain(request), new URL(request.url));
  return null;
}

/** Its check depends on the language segment alone: a revalidation in the same language skips it. */
export function shouldRevalidate({
  currentParams,
  nextParams,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentParams.language !== nextParams.language && defaultShouldRevalidate;
}

export default function LanguageLayout() {
  return <Outlet />;
}
