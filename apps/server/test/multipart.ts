// A multipart/form-data body for fastify.inject, written by hand so a test controls every byte
// (file names, declared types, extra parts).
//
//   const form = multipartForm([{ name: "cardId", value: id }, { name: "photo", filename: "me.jpg", type: "image/jpeg", data }]);
//   await injectAs(t, customer, { method: "POST", url, payload: form.payload, headers: form.headers });
import { randomBytes } from "node:crypto";

export type FormPart =
  | { name: string; value: string }
  | { name: string; filename: string; type: string; data: Uint8Array | string };

export function multipartForm(parts: readonly FormPart[]): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const boundary = `----cinelux${randomBytes(8).toString("hex")}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      "filename" in part
        ? `form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}`
        : `form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`));
    chunks.push(Buffer.from("filename" in part ? part.data : part.value));
    chunks.push(Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}
