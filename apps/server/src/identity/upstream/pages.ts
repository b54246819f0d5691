import type { IdentityProvider, Language } from "@cinelux/contract";
import { format } from "../../lib/format.ts";
import { html } from "../../lib/html.ts";
import { MESSAGES } from "../messages/index.ts";
import { errorSummary, field, layout } from "../pages/layout.ts";
import { PROVIDER_ICONS } from "../pages/social-buttons.ts";
import { PROVIDER_LABELS } from "./connections.ts";

/** Two ready-made demonstration identities per provider; any other can be typed. */
export const DEMO_IDENTITIES: readonly { name: string; email: string }[] = [
  { name: "Alex Demo", email: "alex.demo@example.com" },
  { name: "Sam Demo", email: "sam.demo@example.com" },
];

const DEMO_STYLES = `.demo-banner{display:flex;gap:.6rem;align-items:flex-start;border:2px dashed currentColor;border-radius:6px;padding:.75rem 1rem;margin:0 0 1rem}
.demo-banner strong{display:block}
.demo-picks{display:grid;gap:.5rem;margin:1rem 0}
.demo-picks form{margin:0}
.demo-own{margin-top:1.5rem}
.demo-own h2{font-size:1.1rem;margin:0}`;

export interface DemoAuthorizeParams {
  /** The authorization request as received, carried through the form in hidden fields. */
  request: Record<string, string>;
  cancelUrl: string;
}

/**
 * The demonstration upstream's authorization page (dev only, docs/identities.md): labelled as a
 * demonstration everywhere, in the customer's language; the person picks or types who they are.
 */
export function demoAuthorizePage(
  lang: Language,
  provider: IdentityProvider,
  params: DemoAuthorizeParams,
  state: { values?: { name?: string; email?: string }; errors?: { name?: string; email?: string } } = {},
): string {
  const t = MESSAGES[lang];
  const u = t.upstream;
  const label = PROVIDER_LABELS[provider];
  const action = `/auth/demo-upstream/${provider}/authorize`;
  const hidden = Object.entries(params.request).map(([name, value]) =>
    field({ name, label: "", type: "hidden", value }),
  );
  const errors = Object.values(state.errors ?? {}).filter((e): e is string => Boolean(e));
  const content = html`<div class="demo-banner" role="note">${PROVIDER_ICONS[provider]}<p><strong>${format(u.demoBanner, { provider: label })}</strong>${format(u.demoExplain, { provider: label })}</p></div>
${errorSummary(lang, errors)}
<p>${u.demoIntro}</p>
<div class="demo-picks">${DEMO_IDENTITIES.map(
    (identity) => html`<form method="post" action="${action}">${hidden}
<input type="hidden" name="name" value="${identity.name}"><input type="hidden" name="email" value="${identity.email}">
<button type="submit">${format(u.demoPick, { name: `${identity.name} (${identity.email})` })}</button></form>`,
  )}</div>
<section class="demo-own" aria-labelledby="demo-own-title">
<h2 id="demo-own-title">${u.demoOwn}</h2>
<form method="post" action="${action}" novalidate>${hidden}
${field({ name: "name", label: u.demoName, type: "text", autocomplete: "name", value: state.values?.name, error: state.errors?.name })}
${field({ name: "email", label: t.common.email, type: "email", autocomplete: "email", value: state.values?.email, error: state.errors?.email })}
<button type="submit">${u.demoSubmit}</button>
</form>
</section>
<div class="links"><a href="${params.cancelUrl}">${u.demoCancel}</a></div>`;
  return layout({ lang, title: format(u.demoTitle, { provider: label }), content, styles: DEMO_STYLES });
}

/**
 * The last page of the link popup, on the site's own origin: its script hands the result in the
 * address's fragment to the site window (postMessage to this origin only, or a same-origin
 * BroadcastChannel when the opener was cut off), then closes the popup.
 */
export function linkDonePage(lang: Language): string {
  const u = MESSAGES[lang].upstream;
  const content = html`<p class="notice" role="status">${u.doneBody}</p>`;
  return layout({ lang, title: u.doneTitle, content, scripts: [LINK_DONE_SCRIPT_PATH] });
}

export const LINK_DONE_SCRIPT_PATH = "/auth/assets/upstream-done.js";
