import { randomBytes } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyRequest } from "fastify";

const NONCE = Symbol("cspNonce");
type WithNonce = IncomingMessage & { [NONCE]?: string };

const NONCE_BYTES = 16;
/** Random bytes drawn 256 nonces at a time: one CSPRNG call instead of one per page (profiled). */
let noncePool = Buffer.alloc(0);
let noncePoolOffset = 0;

/**
 * 16 random bytes, in base64 (a nonce) or hex (a page render's script marker, http/page-cache.ts:
 * hex needs no escaping anywhere in a page).
 */
export function randomToken(encoding: "base64" | "hex" = "hex"): string {
  if (noncePoolOffset + NONCE_BYTES > noncePool.length) {
    noncePool = randomBytes(NONCE_BYTES * 256);
    noncePoolOffset = 0;
  }
  const token = noncePool.toString(encoding, noncePoolOffset, noncePoolOffset + NONCE_BYTES);
  noncePoolOffset += NONCE_BYTES;
  return token;
}

/** The per-request script nonce of pages answered with one (the provider's, a posted form). */
export function cspNonce(request: FastifyRequest): string {
  const raw = request.raw as WithNonce;
  raw[NONCE] ??= randomToken("base64");
  return raw[NONCE];
}
