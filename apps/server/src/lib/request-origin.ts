import type { FastifyRequest } from "fastify";
import type { Config } from "../config.ts";

/** The site origin a request came to, when it is one of ours, so links in mails go back there. */
export function requestOrigin(config: Config, request: FastifyRequest): string {
  const origin = `${request.protocol}://${request.headers.host ?? ""}`;
  return config.origins.includes(origin) ? origin : config.publicUrl;
}
