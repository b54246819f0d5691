import * as z from "zod";

/**
 * A route's answer whose body is a file's bytes, not JSON: declared under each media type it is sent
 * as, so the OpenAPI document says what a client receives (fastify-type-provider-zod's per-content-type
 * response object). The bytes are sent as they are: no serializer reads the schema, which only
 * documents the body (an empty JSON schema: any bytes of that media type).
 */
export function fileResponse<const Types extends readonly [string, ...string[]]>(
  description: string,
  mediaTypes: Types,
): { description: string; content: Record<Types[number], { schema: z.ZodAny }> } {
  const bytes = z.any().describe(description);
  return {
    description,
    content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: bytes }])) as Record<
      Types[number],
      { schema: z.ZodAny }
    >,
  };
}

/**
 * The 304 of an answer sent with an ETag (`reply.sendCachedJson`): a matching `If-None-Match` gets
 * no body (zod's `undefined`: the document declares no content).
 */
export const NOT_MODIFIED = z.undefined().describe("Not modified (If-None-Match matched the ETag)");
