/**
 * RFC 8058 §3.2: the one-click POST SHOULD be multipart/form-data and MAY be urlencoded (which
 * @fastify/formbody parses). The form is one short field, so its text fields are read here rather
 * than adding a multipart library; files and anything past the first 4 KiB are not read.
 */
export const ONE_CLICK_BODY_LIMIT = 4096;

export function multipartFields(body: string, contentType: string | undefined): Record<string, string> {
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType ?? "")?.[1];
  const fields: Record<string, string> = {};
  if (!boundary) {
    return fields;
  }
  for (const part of body.split(`--${boundary}`)) {
    const split = part.indexOf("\r\n\r\n");
    if (split < 0) {
      continue;
    }
    const name = /content-disposition:\s*form-data;\s*name="([^"]*)"/i.exec(part.slice(0, split))?.[1];
    if (name && !/filename=/i.test(part.slice(0, split))) {
      fields[name] = part.slice(split + 4).replace(/\r\n$/, "");
    }
  }
  return fields;
}
