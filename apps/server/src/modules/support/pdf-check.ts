import { inflateSync } from "node:zlib";

/**
 * A strict, minimal PDF check (docs/domain/support.md "Attachments"): not a parser, a gate. A PDF
 * attachment is kept as sent only when all of these hold, else it is refused:
 * - it starts with a `%PDF-1.0`…`%PDF-2.0` header (nothing before it);
 * - its last KiB holds `startxref`, an offset inside the file pointing at `xref` (a classic table,
 *   with a `trailer`) or at an object (`N G obj`, a cross-reference stream), then `%%EOF`;
 * - no name of active content appears, in the raw bytes nor in any Flate stream once inflated
 *   (object streams hide dictionaries there): JavaScript, JS, Launch, EmbeddedFile(s), RichMedia,
 *   XFA, SubmitForm, ImportData, GoToE, AA (additional actions); names are read after `#xx` escapes;
 * - no HTML in it (`<html`, `<script`, `<svg`, `<iframe`, `<body`): a PDF/HTML polyglot is refused.
 * Encrypted PDFs (`/Encrypt`) are refused too: their streams cannot be checked.
 */

const HEADER = /^%PDF-(1\.[0-7]|2\.0)/;
const ACTIVE_NAMES =
  /\/(JavaScript|JS|Launch|EmbeddedFiles?|RichMedia|XFA|SubmitForm|ImportData|GoToE|AA|Encrypt)(?![A-Za-z0-9])/;
const HTML = /<(html|script|svg|iframe|body)[\s>/]/i;
/** Inflated bytes allowed in all, so a small PDF cannot expand into gigabytes (a zip bomb). */
const MAX_INFLATED_BYTES = 20 * 1024 * 1024;

const latin1 = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");

/** `/J#61vaScript` is `/JavaScript`: PDF names may spell any character as `#` and two hex digits. */
function unescapeNames(text: string): string {
  return text.replace(/#([0-9A-Fa-f]{2})/g, (_match, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
}

function hasActiveContent(text: string): boolean {
  return ACTIVE_NAMES.test(unescapeNames(text)) || HTML.test(text);
}

function crossReferenceIsSound(text: string): boolean {
  const tail = text.slice(-1024);
  const match = /startxref\s+(\d{1,10})\s+%%EOF\s*$/.exec(tail);
  if (!match) {
    return false;
  }
  const offset = Number(match[1]);
  if (offset <= 0 || offset >= text.length) {
    return false;
  }
  const target = text.slice(offset, offset + 40);
  if (target.startsWith("xref")) {
    return text.includes("trailer", offset);
  }
  return /^\d+\s+\d+\s+obj\b/.test(target);
}

/** The Flate streams' content, inflated; null when one fails or all together exceed the bound. */
function inflatedStreams(text: string): string[] | null {
  const contents: string[] = [];
  let total = 0;
  const keyword = />>\s*stream\r?\n/g;
  for (let match = keyword.exec(text); match !== null; match = keyword.exec(text)) {
    const start = match.index + match[0].length;
    const end = text.indexOf("endstream", start);
    if (end < 0) {
      return null;
    }
    // The stream's dictionary: back to its object's `obj` keyword (bounded, a dictionary is short).
    const before = text.slice(Math.max(0, match.index - 4096), match.index);
    const dictionary = before.slice(before.lastIndexOf("obj") + 1);
    if (/\/FlateDecode/.test(unescapeNames(dictionary))) {
      try {
        const inflated = inflateSync(Buffer.from(text.slice(start, end), "latin1"), {
          maxOutputLength: Math.max(1, MAX_INFLATED_BYTES - total),
        });
        total += inflated.length;
        contents.push(inflated.toString("latin1"));
      } catch {
        return null;
      }
    }
    keyword.lastIndex = end;
  }
  return contents;
}

/** Whether the bytes pass the check above. */
export function isSafePdf(bytes: Uint8Array): boolean {
  const text = latin1(bytes);
  if (!HEADER.test(text) || !crossReferenceIsSound(text) || hasActiveContent(text)) {
    return false;
  }
  const streams = inflatedStreams(text);
  return streams !== null && !streams.some(hasActiveContent);
}
