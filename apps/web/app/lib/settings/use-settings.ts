import type { SettingsResponse } from "@cinelux/contract/settings";
import { useRouteLoaderData } from "react-router";

/** What the root loader returns that the shell reads (root.tsx). */
export interface RootSettingsData {
  settings: SettingsResponse;
}

/** The domain's settings (flags, languages, URLs) as the server rendered them for this request. */
export function useSettings(): SettingsResponse {
  const data = useRouteLoaderData("root") as RootSettingsData | undefined;
  if (!data?.settings) {
    throw new Error("useSettings: the root loader data holds no settings");
  }
  return data.settings;
}
