import { domainFromHost, type SettingsResponse } from "@cinelux/contract";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import type { PublicReadCache } from "../../db/notify-cache.ts";
import { toSettingsResponse } from "./settings.presenter.ts";
import { findSiteSettings } from "./settings.repository.ts";

/** Each configured origin by its host, parsed once per list rather than on every request. */
const originsByHost = new WeakMap<readonly string[], Map<string, string>>();

/** The configured site origin serving `host` ("nl.localhost:3000"), else the public URL. */
export function siteOriginForHost(config: Pick<Config, "origins" | "publicUrl">, host: string): string {
  let byHost = originsByHost.get(config.origins);
  if (byHost === undefined) {
    byHost = new Map();
    for (const origin of config.origins) {
      const originHost = new URL(origin).host;
      // The first origin listed for a host wins, as the search it replaces did.
      if (!byHost.has(originHost)) {
        byHost.set(originHost, origin);
      }
    }
    originsByHost.set(config.origins, byHost);
  }
  return byHost.get(host.trim().toLowerCase()) ?? config.publicUrl;
}

/** The cache key of `host`'s settings: bounded, a known domain times a configured origin. */
function settingsKey(config: Pick<Config, "origins" | "publicUrl">, host: string): string {
  return `settings ${domainFromHost(host).id} ${siteOriginForHost(config, host)}`;
}

/** `host`'s settings if the cache holds them, without waiting (the route's fast path). */
export function peekSettings(options: {
  config: Pick<Config, "origins" | "publicUrl">;
  host: string;
  cache?: PublicReadCache | undefined;
}): SettingsResponse | undefined {
  return options.cache?.peek<SettingsResponse>(settingsKey(options.config, options.host));
}

/**
 * The settings of the domain serving `host` (SPEC 3 "Settings"): GET /api/settings, and the web's
 * server render in-process. With `cache`, kept in the process until a change to `site_settings`
 * notifies (docs/performance.md): a switched flag shows as soon as the notification arrives. The
 * answer is shared between requests: read it, never change it.
 */
export async function getSettings(options: {
  db: Database;
  config: Pick<Config, "env" | "origins" | "publicUrl">;
  host: string;
  cache?: PublicReadCache | undefined;
}): Promise<SettingsResponse> {
  const domain = domainFromHost(options.host);
  const siteOrigin = siteOriginForHost(options.config, options.host);
  const load = async (): Promise<SettingsResponse> => {
    const row = await findSiteSettings(options.db, domain.id);
    if (!row) {
      // Migration 0002 creates both rows; a missing one is a broken installation, not a client error.
      throw new Error(`site_settings has no row for the domain ${domain.id}`);
    }
    return toSettingsResponse(row, { domain, environment: options.config.env, siteOrigin });
  };
  if (!options.cache) {
    return load();
  }
  // An unknown host falls back to the first domain and the public URL: still a bounded key.
  return (await options.cache.read(settingsKey(options.config, options.host), load)) ?? load();
}
