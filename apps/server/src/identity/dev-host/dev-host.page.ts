import { BRAND } from "@cinelux/contract/brand";
import { ANDROID_INTERFACE, HOST_SIGNALS } from "@cinelux/contract/embedded";
import { LANGUAGES } from "@cinelux/contract/languages";
import { escapeHtml } from "../../lib/html.ts";
import { COOKIE_STATES, type DevHostChoice, EMBEDDED_PAGES } from "./dev-host.cookie.ts";

/** What the cookie choices do, shown beside them (docs/embedded.md "Dev host"). */
const COOKIE_LABELS: Record<DevHostChoice["cookie"], string> = {
  valid: "valid: a fresh 10-minute token",
  expiring: "expiring: a token within the app's margin (the app asks refresh-login)",
  malformed: "malformed: not the SPEC 9 fields",
  none: "none: no cookie (the app shows its error page)",
};

function options(values: readonly string[], selected: string, label = (value: string) => value): string {
  return values
    .map(
      (value) =>
        `<option value="${escapeHtml(value)}"${value === selected ? " selected" : ""}>${escapeHtml(label(value))}</option>`,
    )
    .join("");
}

/**
 * The host's side of the signals: logs every message the frame posts, and answers refresh-login as
 * an app would, with a new cookie (minted here) that the embedded page notices and reloads on.
 */
function hostScript(nonce: string): string {
  const signals = JSON.stringify(HOST_SIGNALS);
  return `<script nonce="${escapeHtml(nonce)}">
const frame = document.getElementById("app-frame");
const log = document.getElementById("signals");
// The customer whose cookie a refresh-login renews (none when the page shows no frame).
const mail = document.querySelector("main").dataset.mail || null;
function note(text) {
  const item = document.createElement("li");
  const time = document.createElement("time");
  const now = new Date();
  time.dateTime = now.toISOString();
  time.textContent = now.toTimeString().slice(0, 8);
  item.append(time, " " + text);
  log.append(item);
}
window.addEventListener("message", async (event) => {
  if (event.origin !== window.location.origin || !frame || event.source !== frame.contentWindow) {
    return;
  }
  const data = event.data;
  if (!data || data.source !== ${JSON.stringify(BRAND.key)} || !${signals}.includes(data.signal)) {
    note("ignored message: " + JSON.stringify(data).slice(0, 120));
    return;
  }
  note(data.signal);
  if (data.signal === "refresh-login" && mail) {
    const response = await fetch("/dev/embedded/cookie", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ mail }),
    });
    note(response.ok ? "cookie renewed for " + mail : "cookie not renewed (" + response.status + ")");
  }
});
</script>`;
}

/** The dev host page: the choices (a form), the embedded app in a phone-sized frame, the signal log. */
export function renderDevHostPage(input: {
  choice: DevHostChoice;
  mails: readonly string[];
  nonce: string;
  /** Set when the chosen customer does not exist: no frame then. */
  problem?: string;
}): string {
  const { choice, mails, nonce, problem } = input;
  const src = `/m/${choice.language}${choice.page === "home" ? "" : `/${choice.page}`}`;
  const frame = problem
    ? `<p role="alert">${escapeHtml(problem)}</p>`
    : `<iframe id="app-frame" title="Embedded app: ${escapeHtml(src)}" src="${escapeHtml(src)}"></iframe>`;
  // The host's main is named: the framed page has a main landmark of its own (axe: landmark-unique).
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Embedded host · ${escapeHtml(BRAND.name)} dev</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body { font-family: system-ui, sans-serif; margin: 0; background: #f4f4f4; color: #111; }
main { display: grid; gap: 1.5rem; padding: 1rem; grid-template-columns: minmax(0, 1fr); }
@media (min-width: 900px) { main { grid-template-columns: 22rem auto; align-items: start; } }
form { display: grid; gap: 0.75rem; }
main > *, form > *, label > * { min-width: 0; }
label { display: grid; gap: 0.25rem; font-weight: 600; }
select, button { font: inherit; padding: 0.5rem; min-height: 44px; width: 100%; min-width: 0; }
button { background: #b3122a; color: #fff; border: 0; border-radius: 4px; cursor: pointer; }
iframe { width: min(390px, 100%); height: 720px; border: 8px solid #111; border-radius: 24px; background: #111; }
#signals { font-family: ui-monospace, monospace; min-height: 3rem; background: #fff; border: 1px solid #555; padding: 0.5rem 0.5rem 0.5rem 2rem; }
p.note { color: #333; font-size: 0.9rem; }
</style></head><body><main aria-labelledby="host-title"${problem ? "" : ` data-mail="${escapeHtml(choice.mail)}"`}>
<div>
<h1 id="host-title">Embedded host (dev)</h1>
<p class="note">Plays the ${escapeHtml(BRAND.name)} mobile app: sets the <code>CINELUX_AUTH</code> cookie, frames an <code>m/</code> page and logs its signals (postMessage; the apps get the same through <code>webkit.messageHandlers</code> or <code>window.${escapeHtml(ANDROID_INTERFACE)}</code>).</p>
<form method="get" action="/dev/embedded">
<label>Customer<select name="mail">${options(mails, choice.mail)}</select></label>
<label>Page<select name="page">${options(EMBEDDED_PAGES, choice.page)}</select></label>
<label>Language<select name="language">${options(LANGUAGES, choice.language)}</select></label>
<label>Cookie<select name="cookie">${options(COOKIE_STATES, choice.cookie, (value) => COOKIE_LABELS[value as DevHostChoice["cookie"]])}</select></label>
<button type="submit">Open in the frame</button>
</form>
<h2 id="signals-title">Signals received</h2>
<ol id="signals" aria-labelledby="signals-title" aria-live="polite"></ol>
</div>
<section aria-label="Embedded app">${frame}</section>
</main>
${hostScript(nonce)}
</body></html>`;
}
