import type { FlagName } from "@cinelux/contract/flags";
import type { Language } from "@cinelux/contract/languages";
import type { SettingsResponse } from "@cinelux/contract/settings";
import { data } from "react-router";
import { loadRenderedSettings } from "./rendered-settings";

export type SettingsLoader = (language: Language) => Promise<SettingsResponse>;

/**
 * The domain's settings for a client loader: the server-rendered ones, else GET /api/settings,
 * cached. Without the query cache, so public pages (unsubscribe) need no TanStack Query (decision
 * 004, initial JavaScript).
 */
export const loadSettings: SettingsLoader = loadRenderedSettings;

/**
 * Feature-flag guard for client loaders (SPEC 2.2, SPEC 6): with the flag off the page does not
 * exist. The thrown 404 renders the root error boundary's not-found page in place, so the URL
 * stays what the customer asked for.
 */
export async function requireFlag(
  flag: FlagName,
  language: Language,
  load: SettingsLoader = loadSettings,
): Promise<SettingsResponse> {
  const settings = await load(language);
  if (!settings.flags[flag]) {
    throw data(null, { status: 404 });
  }
  return settings;
}
