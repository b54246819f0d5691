import type { Language } from "@cinelux/contract";
import { html, SafeHtml } from "../../../lib/html.ts";
import { CHECKOUT_TEXTS, formatAmount } from "./checkout-texts.ts";
import { CHECKOUT_PATH, type CheckoutMethod, PAYMENT_OUTCOMES } from "./test-mode.constants.ts";
import type { TestPaymentRow } from "./test-mode.repository.ts";

/**
 * The design system's tokens this page uses (apps/web/app/styles/tokens.css, docs/design-system.md),
 * by the same names and values: checkout-page.test.ts fails when one differs from the web's file.
 * The page is a module's and may not import the identity pages' inlined stylesheet.
 */
export const CHECKOUT_TOKENS: Record<string, string> = {
  "--brand": "#b3122a",
  "--brand-strong": "#8c0e21",
  "--accent": "#ffb3be",
  "--gold": "#f5c46b",
  "--surface-0": "#111",
  "--surface-1": "#1a1a1d",
  "--surface-2": "#242428",
  "--border": "#3d3d44",
  "--border-strong": "#8a8a93",
  "--text": "#fff",
  "--text-muted": "#c8c8cf",
  "--warning-text": "#ffd58a",
  "--warning-surface": "#3a2a0c",
  "--font-body": 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", sans-serif',
  "--font-display": '"Avenir Next", "Segoe UI Variable Display", system-ui, -apple-system, sans-serif',
  "--text-sm": "0.9375rem",
  "--text-lg": "1.25rem",
  "--text-2xl": "clamp(1.75rem, 4vw, 2.5rem)",
  "--space-2": "0.5rem",
  "--space-3": "0.75rem",
  "--space-4": "1rem",
  "--space-5": "1.5rem",
  "--space-6": "2rem",
  "--radius-sm": "0.375rem",
  "--radius-md": "0.75rem",
  "--radius-lg": "1.25rem",
  "--shadow-2": "0 8px 24px rgb(0 0 0 / 45%)",
  "--control-height": "2.75rem",
};

const STYLE = `:root{${Object.entries(CHECKOUT_TOKENS)
  .map(([name, value]) => `${name}:${value}`)
  .join(";")};color-scheme:dark}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;background:var(--surface-0);color:var(--text);font-family:var(--font-body);line-height:1.5}
header{display:flex;align-items:center;gap:var(--space-3);padding:var(--space-4) var(--space-5);border-bottom:1px solid var(--border)}
.brand{font-family:var(--font-display);font-weight:800;letter-spacing:.08em;font-size:var(--text-lg)}
.brand span{color:var(--gold)}
main{max-width:36rem;margin:var(--space-6) auto;padding:0 var(--space-4)}
.card{background:var(--surface-1);border:1px solid var(--border);border-radius:var(--radius-lg);padding:var(--space-5);box-shadow:var(--shadow-2)}
h1{font-family:var(--font-display);font-size:var(--text-2xl);line-height:1.15;margin:0 0 var(--space-3)}
.test{display:inline-block;margin:0 0 var(--space-4);padding:var(--space-2) var(--space-3);border-radius:var(--radius-sm);background:var(--warning-surface);color:var(--warning-text);font-weight:700}
.muted{color:var(--text-muted);font-size:var(--text-sm)}
dl{display:grid;grid-template-columns:auto 1fr;gap:var(--space-2) var(--space-4);margin:var(--space-4) 0}
dt{color:var(--text-muted)}dd{margin:0;font-weight:700}
.amount{font-size:var(--text-lg)}
fieldset{border:1px solid var(--border);border-radius:var(--radius-md);margin:0 0 var(--space-4);padding:var(--space-3) var(--space-4)}
legend{font-weight:700;padding:0 var(--space-2)}
.choice{display:flex;align-items:center;gap:var(--space-3);min-height:var(--control-height)}
.choice input{width:1.25rem;height:1.25rem;accent-color:var(--brand)}
.outcomes{display:grid;grid-template-columns:repeat(auto-fit,minmax(9rem,1fr));gap:var(--space-3);margin-top:var(--space-3)}
button,.button{display:inline-flex;align-items:center;justify-content:center;min-height:var(--control-height);padding:0 var(--space-4);border-radius:var(--radius-sm);border:1px solid var(--border-strong);background:var(--surface-2);color:var(--text);font:inherit;font-weight:700;text-decoration:none;cursor:pointer}
button[value=paid]{background:var(--brand);border-color:var(--brand)}
button:hover,.button:hover{background:var(--brand-strong);border-color:var(--brand-strong)}
button:focus-visible,.button:focus-visible,input:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
a{color:var(--accent)}`;

function page(language: Language, title: string, body: SafeHtml): string {
  return html`<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${title} · Cinélux</title><style>${new SafeHtml(STYLE)}</style></head>
<body><header><span class="brand" role="img" aria-label="Cinélux">CIN<span>É</span>LUX</span></header>
<main>${body}</main></body></html>`.toString();
}

export function renderCheckoutPage(options: {
  language: Language;
  payment: TestPaymentRow;
  methods: CheckoutMethod[];
}): string {
  const { language, payment, methods } = options;
  const t = CHECKOUT_TEXTS[language];
  const amount = formatAmount(language, payment.locale, payment.amountCents, payment.currency);
  const summary = html`<p class="test" role="note">${t.testMode}</p>
<h1>${t.title}</h1>
<dl><dt>${t.description}</dt><dd>${payment.description}</dd><dt>${t.amount}</dt><dd class="amount">${amount}</dd></dl>`;
  if (payment.status !== "open") {
    const back = payment.redirectUrl
      ? html`<p><a class="button" href="${payment.redirectUrl}">${t.back}</a></p>`
      : html`<p class="muted">${t.noWayBack}</p>`;
    return page(
      language,
      t.title,
      html`<div class="card">${summary}<p>${t.notOpen} <strong>${t.statuses[payment.status] ?? payment.status}</strong></p>${back}</div>`,
    );
  }
  const methodChoices = methods.map(
    (method, index) =>
      html`<label class="choice"><input type="radio" name="method" value="${method}"${index === 0 ? html` checked` : ""}> ${t.methods[method]}</label>`,
  );
  const laterDebits =
    payment.sequenceType === "first"
      ? html`<fieldset aria-describedby="later-hint"><legend>${t.laterDebits}</legend>
<p class="muted" id="later-hint">${t.laterDebitsHint}</p>
<label class="choice"><input type="radio" name="laterDebits" value="paid" checked> ${t.laterPaid}</label>
<label class="choice"><input type="radio" name="laterDebits" value="bounce"> ${t.laterBounce}</label></fieldset>`
      : "";
  const buttons = PAYMENT_OUTCOMES.map(
    (outcome) =>
      html`<button type="submit" name="outcome" value="${outcome}">${t.outcomes[outcome]}</button>`,
  );
  return page(
    language,
    t.title,
    html`<div class="card">${summary}<p class="muted">${t.testModeHint}</p>
<form method="post" action="${CHECKOUT_PATH}${payment.id}">
<fieldset><legend>${t.method}</legend>${methodChoices}</fieldset>
${laterDebits}
<fieldset aria-describedby="outcome-hint"><legend>${t.outcome}</legend><p class="muted" id="outcome-hint">${t.outcomeHint}</p>
<div class="outcomes">${buttons}</div></fieldset>
</form></div>`,
  );
}
