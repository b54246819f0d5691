import type { Language } from "@cinelux/contract";
import { format } from "../../lib/format.ts";
import { html, type SafeHtml } from "../../lib/html.ts";
import { PASSWORD_MIN_LENGTH } from "../../lib/passwords.ts";
import { MESSAGES } from "../messages/index.ts";
import { errorSummary, field, layout } from "./layout.ts";

export interface FormState {
  values?: Record<string, string>;
  errors?: Record<string, string>;
  /** An error that belongs to no single field (wrong credentials, too many attempts). */
  formError?: string;
}

/** The altcha widget's files, served from node_modules under a versioned path (identity/captcha-assets.ts). */
export interface CaptchaWidget {
  scripts: string[];
  /** The widget's own language code (its French is `fr-fr`). */
  language: string;
}

function errorsOf(state: FormState): string[] {
  return [state.formError, ...Object.values(state.errors ?? {})].filter((e): e is string => Boolean(e));
}

export function signInPage(
  lang: Language,
  uid: string,
  state: FormState & { captcha?: CaptchaWidget; social?: SafeHtml } = {},
): string {
  const t = MESSAGES[lang];
  const captcha = state.captcha;
  const content = html`<p>${t.signIn.intro}</p>
${errorSummary(lang, errorsOf(state))}
${state.social ?? ""}
<form method="post" action="/auth/interaction/${uid}/login" novalidate>
${field({ name: "email", label: t.common.email, type: "email", autocomplete: "username", value: state.values?.email, autofocus: !state.values?.email })}
${field({ name: "password", label: t.common.password, type: "password", autocomplete: "current-password", autofocus: Boolean(state.values?.email) })}
${
  captcha
    ? html`<div class="captcha"><p class="hint" id="captcha-hint">${t.signIn.captchaHint}</p>
<altcha-widget challenge="/api/captcha" name="altcha" auto="onfocus" language="${captcha.language}" aria-describedby="captcha-hint"></altcha-widget></div>`
    : ""
}
<button type="submit">${t.signIn.submit}</button>
</form>
<div class="links">
<a href="/auth/forgot?lang=${lang}&uid=${uid}">${t.signIn.forgot}</a>
<p>${t.signIn.noAccount} <a href="/auth/interaction/${uid}/signup">${t.signIn.signUp}</a></p>
</div>`;
  return layout({ lang, title: t.signIn.title, content, scripts: captcha?.scripts });
}

export function signUpPage(lang: Language, uid: string, state: FormState = {}): string {
  const t = MESSAGES[lang];
  const e = state.errors ?? {};
  const content = html`<p>${t.signUp.intro}</p>
${errorSummary(lang, errorsOf(state))}
<form method="post" action="/auth/interaction/${uid}/signup" novalidate>
${field({ name: "email", label: t.common.email, type: "email", autocomplete: "email", value: state.values?.email, error: e.email, autofocus: true })}
${field({ name: "password", label: t.common.password, type: "password", autocomplete: "new-password", hint: t.signUp.passwordHint, error: e.password })}
${field({ name: "confirm", label: t.signUp.confirm, type: "password", autocomplete: "new-password", error: e.confirm })}
<button type="submit">${t.signUp.submit}</button>
</form>
<div class="links"><p>${t.signUp.haveAccount} <a href="/auth/interaction/${uid}">${t.signIn.submit}</a></p></div>`;
  return layout({ lang, title: t.signUp.title, content });
}

export function forgotPage(lang: Language, uid: string | undefined, state: FormState = {}): string {
  const t = MESSAGES[lang];
  const content = html`<p>${t.forgot.intro}</p>
${errorSummary(lang, errorsOf(state))}
<form method="post" action="/auth/forgot" novalidate>
${field({ name: "lang", label: "", type: "hidden", value: lang })}
${uid ? field({ name: "uid", label: "", type: "hidden", value: uid }) : ""}
${field({ name: "email", label: t.common.email, type: "email", autocomplete: "email", value: state.values?.email, error: state.errors?.email, autofocus: true })}
<button type="submit">${t.forgot.submit}</button>
</form>
${uid ? html`<div class="links"><a href="/auth/interaction/${uid}">${t.common.backToSignIn}</a></div>` : ""}`;
  return layout({ lang, title: t.forgot.title, content });
}

export function resetPage(lang: Language, token: string, state: FormState = {}): string {
  const t = MESSAGES[lang];
  const e = state.errors ?? {};
  const content = html`${errorSummary(lang, errorsOf(state))}
<form method="post" action="/auth/reset" novalidate>
${field({ name: "token", label: "", type: "hidden", value: token })}
${field({ name: "lang", label: "", type: "hidden", value: lang })}
${field({ name: "password", label: t.common.password, type: "password", autocomplete: "new-password", hint: format(t.signUp.passwordHint, { min: PASSWORD_MIN_LENGTH }), error: e.password, autofocus: true })}
${field({ name: "confirm", label: t.signUp.confirm, type: "password", autocomplete: "new-password", error: e.confirm })}
<button type="submit">${t.reset.submit}</button>
</form>`;
  return layout({ lang, title: t.reset.title, content });
}

/** A page that says one thing and offers where to go next. */
export function messagePage(
  lang: Language,
  title: string,
  body: string,
  links: { href: string; label: string }[] = [],
): string {
  const content: SafeHtml = html`<p class="notice" role="status">${body}</p>
${links.length ? html`<div class="links">${links.map((l) => html`<a href="${l.href}">${l.label}</a>`)}</div>` : ""}`;
  return layout({ lang, title, content });
}
