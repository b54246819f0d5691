import type { Language } from "@cinelux/contract/languages";
import type { SettingsResponse } from "@cinelux/contract/settings";
import { queryOptions } from "@tanstack/react-query";
import { apiErrorFrom } from "../api/api-error";

export const SETTINGS_QUERY_KEY = ["settings"] as const;

/** SPEC 7: GET /api/settings carries no Bearer token (public, per domain). */
export async function getSettings(language: Language, signal?: AbortSignal): Promise<SettingsResponse> {
  const url = new URL("/api/settings", window.location.origin);
  url.searchParams.set("language", language);
  const response = await fetch(url, { headers: { Accept: "application/json" }, signal });
  if (!response.ok) {
    throw await apiErrorFrom(response);
  }
  return (await response.json()) as SettingsResponse;
}

// The server render read the settings for this domain; the root layout hands them over while it
// hydrates. Client loaders start before that render, so they wait for it instead of fetching.
let provide: (settings: SettingsResponse | null) => void = () => undefined;
const rendered = new Promise<SettingsResponse | null>((resolve) => {
  provide = resolve;
});

/** Called by the root layout in the browser with the root loader's settings (null if it failed). */
export function provideRenderedSettings(settings: SettingsResponse | null): void {
  provide(settings);
}

/** Settings describe the domain, not the language: the rendered ones serve every language. */
export function getSettingsQueryOptions(language: Language) {
  return queryOptions({
    queryKey: [...SETTINGS_QUERY_KEY, language],
    // Callers (the feature-flag guard) decide what a failure means.
    meta: { errorToast: "none" },
    queryFn: async ({ signal }) => (await rendered) ?? getSettings(language, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
