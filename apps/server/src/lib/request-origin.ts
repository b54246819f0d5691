import { type DomainId, domainFromHost } from "@cinelux/contract";
import type { FastifyRequest } from "fastify";
import type { Config } from "../config.ts";

/** The site origin a request came to, when it is one of ours, so links in mails go back there. */
export function requestOrigin(config: Config, request: FastifyRequest): string {
  const origin = `${request.protocol}://${request.headers.host ?? ""}`;
  return config.origins.includes(origin) ? origin : config.publicUrl;
}

/**
 * Whether a form was posted by a page of this site. The browser's Sec-Fetch-Site decides when it is
 * sent; else the Origin. The site's `Referrer-Policy: no-referrer` makes Chromium send `Origin: null`
 * for its own forms, so `null` alone proves nothing either way and is refused without Sec-Fetch-Site.
 */
export function fromOwnPage(
  headers: { origin?: string; "sec-fetch-site"?: string | string[] },
  host: string,
): boolean {
  const site = headers["sec-fetch-site"];
  if (typeof site === "string") {
    return site === "same-origin" || site === "none";
  }
  const origin = headers.origin;
  return origin === undefined || URL.parse(origin)?.host === host;
}

/**
 * The configured origin serving `domain` (the first listed), else the public URL: where a link in a
 * mail about something of that domain (a cinema's booking) sends its reader.
 */
export function siteOriginOfDomain(config: Pick<Config, "origins" | "publicUrl">, domain: DomainId): string {
  return (
    config.origins.find((origin) => domainFromHost(new URL(origin).host).id === domain) ?? config.publicUrl
  );
}
