import type { Language } from "@cinelux/contract";
import { html, SafeHtml } from "../../lib/html.ts";
import { MESSAGES } from "../messages/index.ts";
import { STYLES } from "./styles.ts";

/** The brand frame of every identity page: one h1, a main landmark, the page language. */
export function layout(options: {
  lang: Language;
  title: string;
  content: SafeHtml;
  scripts?: string[];
  /** A page's own rules, after the shared ones: a <style> belongs in the head, not in <main>. */
  styles?: string;
}): string {
  const t = MESSAGES[options.lang];
  return `<!doctype html>${html`<html lang="${options.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${options.title} · ${t.brand}</title>
<link rel="icon" href="/assets/brand/favicon.svg" type="image/svg+xml">
<style>${new SafeHtml(options.styles ? `${STYLES}\n${options.styles}` : STYLES)}</style>
${(options.scripts ?? []).map((src) => html`<script src="${src}" defer></script>`)}
</head>
<body>
<a class="skip" href="#content">${t.skipToContent}</a>
<header class="auth-header"><img src="/assets/brand/cinelux-logo.svg" alt="${t.brand}" width="168" height="30"></header>
<div class="auth-stage">
<img class="auth-hero" src="/assets/illustrations/cinema-hero.svg" alt="" width="480" height="240">
<main id="content" tabindex="-1">
<h1>${options.title}</h1>
${options.content}
</main>
</div>
</body>
</html>`}`;
}

export interface FieldOptions {
  name: string;
  label: string;
  type: "email" | "password" | "text" | "hidden";
  value?: string;
  autocomplete?: string;
  error?: string;
  hint?: string;
  autofocus?: boolean;
}

/** A labelled input; its error and hint are tied to it for screen readers. */
export function field(options: FieldOptions): SafeHtml {
  if (options.type === "hidden") {
    return html`<input type="hidden" name="${options.name}" value="${options.value ?? ""}">`;
  }
  const id = `field-${options.name}`;
  const described = [options.hint && `${id}-hint`, options.error && `${id}-error`].filter(Boolean).join(" ");
  return html`<div class="ui-field field${options.error ? " invalid" : ""}">
<label class="ui-field__label" for="${id}">${options.label}</label>
${options.hint ? html`<p class="ui-field__hint" id="${id}-hint">${options.hint}</p>` : ""}
${options.error ? html`<p class="ui-field__error" id="${id}-error">${options.error}</p>` : ""}
<input class="ui-input" id="${id}" name="${options.name}" type="${options.type}" value="${options.value ?? ""}" required
  ${options.autocomplete ? html`autocomplete="${options.autocomplete}"` : ""}
  ${described ? html`aria-describedby="${described}"` : ""} ${options.error ? html`aria-invalid="true"` : ""}
  ${options.autofocus ? html`autofocus` : ""}>
</div>`;
}

/** The announced error summary at the top of a form (role=alert is read out when it appears). */
export function errorSummary(lang: Language, errors: string[]): SafeHtml | "" {
  if (errors.length === 0) {
    return "";
  }
  return html`<div class="summary" role="alert"><p>${MESSAGES[lang].common.errorSummary}</p><ul>${errors.map(
    (error) => html`<li>${error}</li>`,
  )}</ul></div>`;
}
