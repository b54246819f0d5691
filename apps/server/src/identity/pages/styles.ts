import { aliasRule } from "./css-compact.ts";
import { TOKENS_CSS, UI_CSS } from "./design-css.ts";

/**
 * The sign-in pages' look is the site's (docs/design-system.md "One source for the sign-in pages"):
 * the web's tokens.css and ui.css, copied by scripts/sync-design-css.mjs (a test checks the copy),
 * then this frame: the brand bar, a card on the cinema backdrop. Bare submit buttons, which every
 * page writes, take the `.ui-button` primary look; fields come from layout.ts's `field` with the
 * ui classes. Contrast pairs are the tokens' (AA), listed in tokens.css.
 */
const BARE_BUTTON = "main button:not([class])";
const SOCIAL_BUTTON = "main .social-button";

const FRAME_CSS = `
*,*::before,*::after{box-sizing:border-box}
:root{color-scheme:dark}
body{margin:0;min-height:100vh;display:flex;flex-direction:column;font-family:var(--font-body);line-height:1.5;background:var(--surface-0);color:var(--text)}
a{color:var(--accent);text-decoration-thickness:.08em;text-underline-offset:.2em}
a:hover{color:var(--text)}
:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
.skip{position:absolute;left:-999px;top:0;padding:var(--space-2) var(--space-4);background:var(--text);color:var(--surface-0)}
.skip:focus{left:var(--space-4);z-index:2}
.auth-header{display:flex;align-items:center;min-height:4rem;padding:var(--space-2) var(--space-4);border-bottom:1px solid var(--border);background:var(--surface-0)}
.auth-header img{display:block;width:auto;height:1.625rem}
.auth-stage{flex:1;display:grid;justify-items:center;align-content:start;gap:var(--space-5);padding:var(--space-5) var(--space-4) var(--space-7);background:radial-gradient(ellipse at 50% 0,var(--brand-glow),transparent 60%)}
.auth-hero{display:block;width:min(26rem,100%);height:auto}
main{width:min(28rem,100%);padding:var(--space-5);border:1px solid var(--border);border-radius:var(--radius-lg);background:var(--surface-1);box-shadow:var(--shadow-2)}
main:focus{outline:none}
h1{margin:0 0 var(--space-3);font-family:var(--font-display);font-size:var(--text-xl);line-height:1.25}
h2{font-size:var(--text-lg)}
main p{margin:0 0 var(--space-4)}
form{display:grid;gap:var(--space-4)}
.field{margin:0}
.hint,.ui-field__hint{margin:0;color:var(--text-muted);font-size:var(--text-sm)}
.error{margin:0;color:var(--danger-text);font-weight:600}
.summary{margin:0 0 var(--space-4);padding:var(--space-3) var(--space-4);border:1px solid var(--danger-text);border-radius:var(--radius-sm);background:var(--danger-surface);color:var(--danger-text)}
.summary p{margin:0}
.summary ul{margin:var(--space-1) 0 0;padding-left:1.2rem}
${BARE_BUTTON}{width:100%}
.links{display:grid;gap:var(--space-2);margin-top:var(--space-5);padding-top:var(--space-4);border-top:1px solid var(--border)}
.links p{margin:0}
.captcha{margin:0}
.captcha .hint{margin-bottom:var(--space-2)}
altcha-widget{--altcha-color-base:var(--surface-2);--altcha-color-text:var(--text);--altcha-color-border:var(--border-strong);--altcha-color-border-focus:var(--accent);--altcha-border-radius:var(--radius-sm);--altcha-max-width:100%}
.notice{margin:0;padding:var(--space-3) var(--space-4);border-radius:var(--radius-sm);background:var(--surface-2)}
@media (max-width:639.98px){.auth-hero{display:none}}
@media (min-width:1024px){.auth-header{padding-inline:var(--space-5)}.auth-header img{height:1.875rem}.auth-stage{padding-top:var(--space-6)}}
`;

/** "Continue with …" (social-buttons.ts) and the line that parts it from the form. */
const SOCIAL_CSS = `.social{display:grid;gap:.6rem;margin:1rem 0}
.social-button{display:flex;align-items:center;justify-content:center;gap:.6rem;min-height:2.9rem;padding:.6rem 1rem;border:1px solid currentColor;border-radius:6px;font-weight:600;text-decoration:none;color:inherit;background:transparent}
.social-button:hover{text-decoration:underline}
.social-or{display:flex;align-items:center;gap:.75rem;margin:1rem 0;font-size:.9rem}
.social-or::before,.social-or::after{content:"";flex:1;border-top:1px solid currentColor;opacity:.35}`;

export const STYLES = [
  TOKENS_CSS,
  UI_CSS,
  aliasRule(UI_CSS, ".ui-button", BARE_BUTTON),
  aliasRule(UI_CSS, ".ui-button--primary", BARE_BUTTON),
  aliasRule(UI_CSS, ".ui-button--primary:hover", `${BARE_BUTTON}:hover`),
  // "Continue with …" (social-buttons.ts): the site's secondary button.
  aliasRule(UI_CSS, ".ui-button", SOCIAL_BUTTON),
  aliasRule(UI_CSS, ".ui-button--secondary", SOCIAL_BUTTON),
  aliasRule(UI_CSS, ".ui-button--secondary:hover", `${SOCIAL_BUTTON}:hover`),
  FRAME_CSS.trim(),
  SOCIAL_CSS,
].join("\n");
