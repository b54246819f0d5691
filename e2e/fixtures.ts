import { createHash } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  expect,
  type Locator,
  type Page,
  type Response,
} from "@playwright/test";
import { HTML_CHECKER_ENV, htmlErrors } from "./html-checker.ts";

export const DEMO_PASSWORD = "Cinelux-demo-2026!";

/** The site on either domain: `localhost` is French, `nl.localhost` Dutch (SPEC 2.1). */
export function siteUrl(baseURL: string | undefined, domain: "fr" | "nl", path: string): string {
  const url = new URL(path, baseURL);
  if (domain === "nl") {
    url.hostname = "nl.localhost";
  }
  return url.toString();
}

/** Today in the cinemas' time zone (the catalog's days), as YYYY-MM-DD. */
export function cinemaToday(offsetDays = 0): string {
  const date = new Date(Date.now() + offsetDays * 86_400_000);
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(date);
}

/**
 * A show's or a cinema's first day tab (`?day=` links of the days with sessions): "Aujourd'hui" while
 * today has a session left, else, late in the evening, tomorrow under its date. The journeys run at
 * any hour (CI included), and the seeded programme ends each day at 22:00.
 */
export async function expectFirstDayTab(days: Locator): Promise<void> {
  const first = days.first();
  await expect(first).toHaveAttribute("href", /[?&]day=\d{4}-\d{2}-\d{2}/);
  const day = new URL((await first.getAttribute("href")) ?? "", "http://localhost").searchParams.get("day");
  if (day === cinemaToday()) {
    await expect(first).toHaveText("Aujourd'hui");
  } else {
    expect(day).toBe(cinemaToday(1));
    await expect(first).toHaveText(/^\S+\. \d{1,2} \S+$/);
  }
}

/**
 * Waits until React has hydrated the server's page (apps/web/app/root.tsx marks <html>): on a loaded
 * machine a key or click before it reaches the server HTML, which has no handler yet.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/**
 * The captcha widget in `scope` (a dialog, or the page) has solved its challenge: the proof of work
 * starts as the widget appears. The wait is long because a shard's first journeys run while the
 * PostgreSQL stage keeps both cores busy (CI once took over 15 s); a failure names the widget's
 * last state, so a refused or failed challenge is told apart from a slow one.
 */
export async function expectCaptchaSolved(scope: Page | Locator): Promise<void> {
  const widget = scope.locator("altcha-widget");
  await expect
    .poll(
      () =>
        widget.evaluateAll((elements) =>
          elements.map((element) => (element as HTMLElement & { getState(): string }).getState()).join(","),
        ),
      { message: "the captcha widget's state", timeout: 45_000 },
    )
    .toBe("verified");
  await expect(scope.getByRole("checkbox", { name: "Vérifié" })).toBeChecked();
}

/**
 * Clicks "Se déconnecter" in the open account modal and waits for the whole round trip: the page
 * drops the local session at once (the header offers "Sign in" again), then the provider's
 * end-session page confirms by itself and sends the browser back to the language's home. A test that
 * navigated before that confirmation would leave the provider's session alive, and the next sign-in
 * would pass without a password.
 */
export async function signOutFromAccountModal(page: Page, language: "fr" | "nl" | "en"): Promise<void> {
  const confirmed = page.waitForRequest((request) => request.url().includes("/idp/session/end/confirm"));
  await page.getByRole("button", { name: LABELS[language].signOut }).click();
  await confirmed;
  await page.waitForURL((url) => url.pathname === `/${language}`);
}

/** Signs in on the provider's page the page was sent to. */
export async function signInOnProvider(
  page: Page,
  mail: string,
  password: string,
  labels: { email: string; password: string; submit: string },
) {
  await page.getByLabel(labels.email).fill(mail);
  await page.getByLabel(labels.password, { exact: true }).fill(password);
  await page.getByRole("button", { name: labels.submit }).click();
}

export const LABELS = {
  fr: {
    email: "Adresse e-mail",
    password: "Mot de passe",
    submit: "Se connecter",
    signInTitle: "Connexion",
    headerSignIn: "Se connecter",
    signOut: "Se déconnecter",
  },
  nl: {
    email: "E-mailadres",
    password: "Wachtwoord",
    submit: "Inloggen",
    signInTitle: "Inloggen",
    headerSignIn: "Inloggen",
    signOut: "Uitloggen",
  },
  en: {
    email: "E-mail address",
    password: "Password",
    submit: "Sign in",
    signInTitle: "Sign in",
    headerSignIn: "Sign in",
    signOut: "Sign out",
  },
} as const;

/**
 * Decision 007: `/{language}` is the catalog home for an anonymous visitor, "Sign in" one click away
 * in its header; the provider brings the customer back to `/{language}`, the customer home then.
 */
export async function clickHeaderSignIn(page: Page, language: "fr" | "nl" | "en"): Promise<void> {
  await page.getByRole("banner").getByRole("button", { name: LABELS[language].headerSignIn }).click();
}

/** Opens the site on a domain and signs in there; resolves on the customer home or registration page. */
export async function signInAs(
  page: Page,
  baseURL: string | undefined,
  options: { domain: "fr" | "nl"; language: "fr" | "nl" | "en"; mail: string; path?: string },
): Promise<void> {
  await page.goto(siteUrl(baseURL, options.domain, options.path ?? `/${options.language}`));
  // A customer-area path sends to the provider by itself; the root is the catalog home.
  if (/^\/(fr|nl|en)$/.test(new URL(page.url()).pathname)) {
    await clickHeaderSignIn(page, options.language);
  }
  await signInOnProvider(page, options.mail, DEMO_PASSWORD, LABELS[options.language]);
  await page.waitForURL((url) => !url.pathname.startsWith("/auth/") && !url.pathname.startsWith("/callback"));
}

/** Desktop and mobile widths the shell is audited at. */
export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const;

/**
 * The HTML of every page a journey visits, as the server sent it, checked by the Nu HTML checker
 * (html-checker.ts): documents of the journey's browser contexts (frames included), each distinct
 * page once per worker. A page with an error fails the journey that visited it, naming the page.
 */
class HtmlWatch {
  private readonly checks: Promise<void>[] = [];
  readonly problems: string[] = [];
  private readonly checkerUrl: string;
  private readonly seen: Set<string>;

  constructor(checkerUrl: string, seen: Set<string>) {
    this.checkerUrl = checkerUrl;
    this.seen = seen;
  }

  watch(context: BrowserContext): void {
    context.on("response", (response) => this.onResponse(response));
  }

  private onResponse(response: Response): void {
    const status = response.status();
    const type = response.headers()["content-type"] ?? "";
    if (
      response.request().resourceType() !== "document" ||
      (status >= 300 && status < 400) ||
      !type.startsWith("text/html")
    ) {
      return;
    }
    this.checks.push(
      response.text().then(
        async (html) => {
          // The same page again, but for its per-response nonces, is not checked twice.
          const key = `${response.url()} ${createHash("sha1")
            .update(html.replace(/nonce="[^"]*"/g, ""))
            .digest("hex")}`;
          if (this.seen.has(key)) {
            return;
          }
          this.seen.add(key);
          const errors = await htmlErrors(this.checkerUrl, html);
          if (errors.length > 0) {
            this.problems.push(`${response.url()} (${status}):\n  ${errors.join("\n  ")}`);
          }
        },
        // A document replaced before its body was read (a redirect by script, a closed page) has nothing left to check.
        () => undefined,
      ),
    );
  }

  async settle(): Promise<void> {
    await Promise.all(this.checks);
  }
}

const checkedPages = new Set<string>();
let currentWatch: HtmlWatch | undefined;

/**
 * The consent cookie of a visitor who accepted every purpose (apps/web/app/lib/analytics/consent.ts:
 * `{version}.{date in ms}.{0/1 per purpose}`), on both domains' hosts. Every journey starts with it,
 * so the consent dialog does not stand in its way and the site behaves as for a visitor who chose;
 * `test.use({ consent: false })` (consent.spec.ts) starts as a first visit.
 */
function acceptedConsentCookies(baseURL: string | undefined): Parameters<BrowserContext["addCookies"]>[0] {
  return (["fr", "nl"] as const).map((domain) => ({
    name: "cinelux_consent",
    value: `1.${Date.now()}.111`,
    url: new URL(siteUrl(baseURL, domain, "/")).origin,
  }));
}

let currentConsentCookies: Parameters<BrowserContext["addCookies"]>[0] | undefined;

/** A new browser context whose pages are checked like the journey's own (use instead of browser.newContext). */
export async function newContext(browser: Browser, options?: BrowserContextOptions): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  currentWatch?.watch(context);
  if (currentConsentCookies) {
    await context.addCookies(currentConsentCookies);
  }
  return context;
}

export const test = base.extend<{ validHtml: undefined; consent: boolean; consentCookie: undefined }>({
  consent: [true, { option: true }],
  consentCookie: [
    async ({ context, consent, baseURL }, use) => {
      currentConsentCookies = consent ? acceptedConsentCookies(baseURL) : undefined;
      if (currentConsentCookies) {
        await context.addCookies(currentConsentCookies);
      }
      await use(undefined);
      currentConsentCookies = undefined;
    },
    { auto: true },
  ],
  validHtml: [
    async ({ context }, use) => {
      const checkerUrl = process.env[HTML_CHECKER_ENV];
      if (!checkerUrl) {
        throw new Error(`${HTML_CHECKER_ENV} is not set: the run's global setup starts the Nu HTML checker`);
      }
      const watch = new HtmlWatch(checkerUrl, checkedPages);
      watch.watch(context);
      currentWatch = watch;
      await use(undefined);
      currentWatch = undefined;
      await watch.settle();
      expect(watch.problems, "the Nu HTML checker's errors on the pages this journey visited").toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };
