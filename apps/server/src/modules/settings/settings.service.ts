import { domainFromHost, type SettingsResponse } from "@cinelux/contract";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { toSettingsResponse } from "./settings.presenter.ts";
import { findSiteSettings } from "./settings.repository.ts";

/** The configured site origin serving `host` ("nl.localhost:3000"), else the public URL. */
export function siteOriginForHost(config: Pick<Config, "origins" | "publicUrl">, host: string): string {
  const wanted = host.trim().toLowerCase();
  return config.origins.find((origin) => new URL(origin).host === wanted) ?? config.publicUrl;
}

/**
 * The settings of the domain serving `host` (SPEC 3 "Settings"): GET /api/settings, and the web's
 * server render in-process. Read on every call, so a flag switched in `site_settings` shows at once.
 */
export async function getSettings(options: {
  db: Database;
  config: Pick<Config, "env" | "origins" | "publicUrl">;
  host: string;
}): Promise<SettingsResponse> {
  const domain = domainFromHost(options.host);
  const row = await findSiteSettings(options.db, domain.id);
  if (!row) {
    // Migration 0002 creates both rows; a missing one is a broken installation, not a client error.
    throw new Error(`site_settings has no row for the domain ${domain.id}`);
  }
  return toSettingsResponse(row, {
    domain,
    environment: options.config.env,
    siteOrigin: siteOriginForHost(options.config, options.host),
  });
}
