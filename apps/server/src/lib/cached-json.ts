import type { FastifyReply } from "fastify";
import * as z from "zod";

const encoded = new WeakMap<object, string>();

/**
 * Sends `value` as JSON, encoded with `schema` once per object rather than on every request: for the
 * answers of lib/notify-cache.ts, the same object until a change drops it (and its JSON with it). The
 * text is what the route's zod serializer would send (`safeEncode` then `JSON.stringify`); a string
 * with a JSON content type is sent as is by Fastify.
 */
export function sendCachedJson<T extends object>(
  reply: FastifyReply,
  schema: z.ZodType<T>,
  value: T,
): FastifyReply {
  let json = encoded.get(value);
  if (json === undefined) {
    json = JSON.stringify(z.encode(schema, value));
    encoded.set(value, json);
  }
  reply.header("content-type", "application/json; charset=utf-8");
  return reply.send(json);
}
