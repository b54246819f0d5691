import type { Language } from "@cinelux/contract/languages";
import type { SettingsResponse } from "@cinelux/contract/settings";
import { apiErrorFrom } from "../api/api-error";

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
// No query cache here, so public pages load no TanStack Query for them.
let provide: (settings: SettingsResponse | null) => void = () => undefined;
const awaitRendered = () =>
  new Promise<SettingsResponse | null>((resolve) => {
    provide = resolve;
  });
let rendered = awaitRendered();

/** Called by the root layout in the browser with the root loader's settings (null if it failed). */
export function provideRenderedSettings(settings: SettingsResponse | null): void {
  provide(settings);
}

/** The settings the server rendered (null when its read failed, or in `react-router dev` tests). */
export function renderedSettings(): Promise<SettingsResponse | null> {
  return rendered;
}

const fetched = new Map<Language, Promise<SettingsResponse>>();

/**
 * The domain's settings for a client loader: the server-rendered ones (settings describe the domain,
 * not the language, so they serve every language), else GET /api/settings once per language.
 */
export async function loadRenderedSettings(language: Language): Promise<SettingsResponse> {
  const settings = await rendered;
  if (settings) {
    return settings;
  }
  let pending = fetched.get(language);
  if (!pending) {
    pending = getSettings(language);
    // A failed read is asked again by the next loader.
    pending.catch(() => fetched.delete(language));
    fetched.set(language, pending);
  }
  return pending;
}

/** Tests only: settings read again (the fake endpoints' settings change between tests). */
export function resetLoadedSettings(): void {
  fetched.clear();
}

/**
 * Tests only: no settings rendered yet, as on a page's first load (a worker reuses its modules from
 * one test file to the next, and an earlier file may have provided some).
 */
export function forgetRenderedSettings(): void {
  rendered = awaitRendered();
}
