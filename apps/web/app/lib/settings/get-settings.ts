import type { Language } from "@cinelux/contract/languages";
import { queryOptions } from "@tanstack/react-query";
import { getSettings, renderedSettings } from "./rendered-settings";

export { getSettings, provideRenderedSettings } from "./rendered-settings";

export const SETTINGS_QUERY_KEY = ["settings"] as const;

/** Settings describe the domain, not the language: the rendered ones serve every language. */
export function getSettingsQueryOptions(language: Language) {
  return queryOptions({
    queryKey: [...SETTINGS_QUERY_KEY, language],
    // Callers (the feature-flag guard) decide what a failure means.
    meta: { errorToast: "none" },
    queryFn: async ({ signal }) => (await renderedSettings()) ?? getSettings(language, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
