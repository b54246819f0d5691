import type { Language } from "@cinelux/contract";
import { escapeHtml } from "../../lib/html.ts";

/**
 * The body of a mail that leads to one link (a claim, an invitation, a case): paragraphs, the link
 * on a line of its own, closing paragraphs; as text and as HTML, every text escaped.
 */
export function linkMailBody(options: {
  language: Language;
  paragraphs: readonly string[];
  link: string;
  after: readonly string[];
}): { text: string; html: string } {
  const { language, paragraphs, link, after } = options;
  const html = (lines: readonly string[]) => lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n");
  return {
    text: [...paragraphs, link, ...after].join("\n\n"),
    html: `<!doctype html><html lang="${language}"><body style="font-family:system-ui,sans-serif;color:#111">
${html(paragraphs)}
<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
${html(after)}
</body></html>`,
  };
}
