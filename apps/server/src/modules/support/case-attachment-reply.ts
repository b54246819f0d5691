import type { FastifyReply } from "fastify";

/**
 * How a stored attachment goes out, to its owner or to the staff (docs/domain/support.md
 * "Attachments"): a download never rendered by the browser, whatever its bytes hold.
 */
export function sendCaseAttachment(
  reply: FastifyReply,
  file: { fileName: string; mimeType: string; bytes: Uint8Array },
) {
  return reply
    .header("content-type", file.mimeType)
    .header("cache-control", "private, no-store")
    .header("x-content-type-options", "nosniff")
    .header("content-security-policy", "default-src 'none'; sandbox")
    .header("content-disposition", `attachment; filename="${file.fileName.replace(/[^\w.-]/g, "_")}"`)
    .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
}
