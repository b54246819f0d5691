import type { Language } from "@cinelux/contract";
import { html } from "../../lib/html.ts";
import { MESSAGES } from "../messages/index.ts";
import { errorSummary, field, layout } from "./layout.ts";

/** The staff sign-in's pages (docs/staff.md "Sign-in"), in the identity pages' frame. */

const STAFF_STYLES = `.enrol-qr{display:block;width:12rem;height:12rem;margin:0 auto var(--space-4);background:#fff}
.enrol-secret{font-family:ui-monospace,monospace;word-break:break-all}
.recovery-codes{columns:2;font-family:ui-monospace,monospace;font-size:var(--text-lg);padding-left:1.5rem}`;

export function staffSignInPage(
  lang: Language,
  uid: string,
  state: { email?: string; formError?: string } = {},
): string {
  const t = MESSAGES[lang];
  const content = html`<p>${t.staff.intro}</p>
${errorSummary(lang, state.formError ? [state.formError] : [])}
<form method="post" action="/auth/interaction/${uid}/staff/password" novalidate>
${field({ name: "email", label: t.common.email, type: "email", autocomplete: "username", value: state.email, autofocus: !state.email })}
${field({ name: "password", label: t.common.password, type: "password", autocomplete: "current-password", autofocus: Boolean(state.email) })}
<button type="submit">${t.staff.submit}</button>
</form>`;
  return layout({ lang, title: t.staff.title, content });
}

export function staffCodePage(
  lang: Language,
  uid: string,
  state: {
    step: string;
    formError?: string;
    enrolment?: { qr: string; secret: string } | null;
  },
): string {
  const t = MESSAGES[lang].staff;
  const enrolment = state.enrolment;
  const content = html`${
    enrolment
      ? html`<p>${t.enrolIntro}</p>
<img class="enrol-qr" src="${enrolment.qr}" alt="${t.enrolQrAlt}" width="192" height="192">
<p>${t.enrolSecret} <code class="enrol-secret">${enrolment.secret}</code></p>`
      : html`<p>${t.codeIntro}</p>`
  }
${errorSummary(lang, state.formError ? [state.formError] : [])}
<form method="post" action="/auth/interaction/${uid}/staff/code" novalidate>
${field({ name: "step", label: "", type: "hidden", value: state.step })}
${field({ name: "code", label: t.codeLabel, type: "text", autocomplete: "one-time-code", hint: enrolment ? undefined : t.codeHint, error: state.formError, autofocus: true })}
<button type="submit">${t.codeSubmit}</button>
</form>`;
  return layout({
    lang,
    title: enrolment ? t.enrolTitle : t.codeTitle,
    content,
    styles: STAFF_STYLES,
  });
}

/** Shown once, right after the enrolment's first code: the 10 recovery codes, then on to the app. */
export function staffRecoveryCodesPage(lang: Language, codes: string[], continueTo: string): string {
  const t = MESSAGES[lang].staff;
  const content = html`<p>${t.recoveryIntro}</p>
<ol class="recovery-codes">${codes.map((code) => html`<li>${code}</li>`)}</ol>
<div class="links"><a href="${continueTo}">${t.recoveryContinue}</a></div>`;
  return layout({ lang, title: t.recoveryTitle, content, styles: STAFF_STYLES });
}
