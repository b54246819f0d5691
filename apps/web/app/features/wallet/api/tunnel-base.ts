import type { Language } from "@cinelux/contract/languages";
import { loadSettings } from "../../../lib/settings/require-flag";

/**
 * SPEC 7: the tunnel calls (e-tickets, resend, cancel) are prefixed by the domain's configured base,
 * settings `urls.tunnelBase`; '' is this site (docs/settings.md).
 */
export async function loadTunnelBase(language: Language): Promise<string> {
  return (await loadSettings(language)).urls.tunnelBase;
}
