import type { Language } from "@cinelux/contract";
import { BRAND } from "@cinelux/contract/brand";
import { html, type SafeHtml } from "../../lib/html.ts";
import { MAIL_LAYOUT_TEXTS } from "./mail-layout-texts.ts";

/** A link drawn as a button, with its address in small print for a client that shows no button. */
export interface MailAction {
  label: string;
  url: string;
}

/** One piece of a mail's body; every mail draws each kind the same way, in its HTML and its text. */
export type MailBlock =
  | { kind: "paragraph"; text: string }
  | ({ kind: "action" } & MailAction)
  /** An address on a line of its own, shown as it is. */
  | { kind: "link"; url: string }
  /** Labelled facts (a ticket's film, cinema, seats…): a table in HTML, a line each in text. */
  | { kind: "facts"; rows: readonly (readonly [label: string, value: string])[] };

export function paragraph(text: string): MailBlock {
  return { kind: "paragraph", text };
}

export function action(label: string, url: string): MailBlock {
  return { kind: "action", label, url };
}

export function link(url: string): MailBlock {
  return { kind: "link", url };
}

export function facts(rows: readonly (readonly [label: string, value: string])[]): MailBlock {
  return { kind: "facts", rows };
}

/** What a mail says; the layout adds the brand, the greeting, the signature and the footer. */
export interface MailContent {
  language: Language;
  /** Without the brand, which the layout appends. */
  subject: string;
  /** Replaces the layout's greeting, e.g. to name the customer. */
  greeting?: string;
  blocks: readonly MailBlock[];
  /** Replaces the team's signature, for a mail another team signs (the customer service). */
  signature?: string;
  /** Why the customer gets a marketing mail and how to stop it (docs/newsletter.md), in the footer. */
  footnote?: { text: string; action: MailAction };
}

/** What the outbox stores: the subject with the brand, and the same words as text and as HTML. */
export interface LaidOutMail {
  language: Language;
  subject: string;
  text: string;
  html: string;
}

// Inline styles only: mail clients drop <style> elements and linked sheets. The site's brand red
// (docs/design-system.md) on a light page, which every client renders alike.
const STYLE = {
  page: "margin:0;padding:0;background:#f2f2f4",
  preheader: "display:none;max-height:0;overflow:hidden;opacity:0",
  outer: "background:#f2f2f4",
  outerCell: "padding:24px 12px",
  card: "max-width:600px;background:#ffffff;border-radius:12px",
  header:
    "background:#111111;color:#ffffff;padding:18px 28px;border-radius:12px 12px 0 0;font-family:system-ui,sans-serif;font-size:22px;font-weight:700;letter-spacing:0.12em;text-transform:uppercase",
  main: "padding:28px;font-family:system-ui,sans-serif;font-size:16px;line-height:1.5;color:#111111",
  paragraph: "margin:0 0 16px",
  button:
    "display:inline-block;background:#b3122a;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600",
  smallPrint: "margin:0 0 16px;font-size:13px;color:#444444;word-break:break-all",
  link: "color:#b3122a;word-break:break-all",
  facts: "margin:0 0 16px;border-collapse:collapse",
  factLabel: "padding:4px 16px 4px 0;text-align:left;vertical-align:top",
  factValue: "padding:4px 0;vertical-align:top",
  footer:
    "padding:16px 28px 24px;border-top:1px solid #e2e2e6;font-family:system-ui,sans-serif;font-size:12px;line-height:1.5;color:#555555",
  footerParagraph: "margin:0 0 8px",
} as const;

function blockHtml(block: MailBlock): SafeHtml {
  switch (block.kind) {
    case "paragraph":
      return html`<p style="${STYLE.paragraph}">${block.text}</p>`;
    case "action":
      return html`<p style="${STYLE.paragraph}"><a href="${block.url}" style="${STYLE.button}">${block.label}</a></p>
<p style="${STYLE.smallPrint}">${block.url}</p>`;
    case "link":
      return html`<p style="${STYLE.paragraph}"><a href="${block.url}" style="${STYLE.link}">${block.url}</a></p>`;
    case "facts":
      return html`<table style="${STYLE.facts}">${block.rows.map(
        ([label, value]) =>
          html`<tr><th scope="row" style="${STYLE.factLabel}">${label}</th><td style="${STYLE.factValue}">${value}</td></tr>`,
      )}</table>`;
  }
}

function blockText(block: MailBlock, language: Language): string {
  const { labelled } = MAIL_LAYOUT_TEXTS[language];
  switch (block.kind) {
    case "paragraph":
      return block.text;
    case "action":
      return labelled(block.label, block.url);
    case "link":
      return block.url;
    case "facts":
      return block.rows.map(([label, value]) => labelled(label, value)).join("\n");
  }
}

/**
 * The one layout of every mail: the brand on top, the greeting, the body's blocks, the signature,
 * and a footer saying who sends it (with the unsubscribe line of a marketing mail). The text part
 * says what the HTML says, the footer after the "-- " signature separator (RFC 3676).
 */
export function layOutMail(content: MailContent): LaidOutMail {
  const { language, blocks, footnote } = content;
  const t = MAIL_LAYOUT_TEXTS[language];
  const subject = `${content.subject} · ${BRAND.name}`;
  const greeting = content.greeting ?? t.greeting;
  const signature = content.signature ?? t.signature;
  // The preview an inbox shows beside the subject: the first paragraph, not the brand bar.
  const preheader = blocks.find((block) => block.kind === "paragraph")?.text;

  const text = [
    [greeting, ...blocks.map((block) => blockText(block, language)), signature].join("\n\n"),
    [t.sentBy, footnote?.text, footnote && t.labelled(footnote.action.label, footnote.action.url)]
      .filter((line) => line !== undefined)
      .join("\n"),
  ].join("\n\n-- \n");

  const page = html`<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${subject}</title></head>
<body style="${STYLE.page}">
${preheader !== undefined && html`<div style="${STYLE.preheader}">${preheader}</div>`}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="${STYLE.outer}"><tr><td align="center" style="${STYLE.outerCell}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="${STYLE.card}">
<tr><td style="${STYLE.header}">${BRAND.name}</td></tr>
<tr><td style="${STYLE.main}">
<p style="${STYLE.paragraph}">${greeting}</p>
${blocks.map((block) => html`${blockHtml(block)}\n`)}<p style="${STYLE.paragraph}">${signature}</p>
</td></tr>
<tr><td style="${STYLE.footer}">
<p style="${STYLE.footerParagraph}">${t.sentBy}</p>
${footnote && html`<p style="${STYLE.footerParagraph}">${footnote.text} <a href="${footnote.action.url}" style="${STYLE.link}">${footnote.action.label}</a></p>`}
</td></tr>
</table>
</td></tr></table>
</body></html>`;

  return { language, subject, text: `${text}\n`, html: page.value };
}
