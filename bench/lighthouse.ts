/**
 * The Lighthouse section of `npm run bench` (DESIGN.md "Quality budgets"): Lighthouse mobile with its default
 * (simulated) throttling, driving Debian's Chromium headless through chrome-launcher — never a
 * downloaded browser. Each run launches a fresh Chromium (fresh profile) and audits every page of
 * LIGHTHOUSE_PAGES in turn, each in a browser context of its own, in a tab handed to Lighthouse:
 *  - public: an anonymous visitor opens the page;
 *  - sign-in: an anonymous visitor opens the page and is sent to the provider's sign-in page; that
 *    page is audited (it is rightly `noindex`: its SEO is printed, judged apart);
 *  - account: the demo customer signs in first in the very tab Lighthouse then uses, and Lighthouse
 *    keeps the tab's storage (`disableStorageReset`: the session lives in sessionStorage). The HTTP
 *    cache, service workers and Cache Storage are cleared first, as Lighthouse's own reset does, so
 *    the page loads cold.
 * A failed audit is tried once more; both attempts are reported.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import puppeteer, { type Browser, type Page } from "puppeteer-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../scripts/lib/chromium.mjs";
import { DEMO_CUSTOMER } from "./api.ts";
import { findFutureSession } from "./booking-session.ts";
import type { Figure } from "./figures.ts";

type Audience = "public" | "sign-in" | "account";

export interface LighthousePage {
  label: string;
  path: string;
  audience: Audience;
  /**
   * sign-in and account pages: what an anonymous visitor opens to be sent to the sign-in page
   * (default: `path`): a customer-area address, since `/fr` is the anonymous catalog home
   * (decision 007). An account page must greet the customer by first name in its h1.
   */
  signInFrom?: string;
  /**
   * Performance's budget when it is not the audience's (public 95, account 90): the seat page is
   * public but drawn by the client from the API, and the booking tunnel's budgets hold it to 90.
   */
  performance?: number;
}

/** Stands in a page's path for the id of a future demo session (bench/booking-session.ts). */
export const SESSION_PLACEHOLDER = "{session}";

/**
 * The pages audited, one line each: a plain public page, the catalog home, a show page and a cinema
 * page, the provider's sign-in page, the signed-in customer home and the tunnel's seat page.
 */
export const LIGHTHOUSE_PAGES: readonly LighthousePage[] = [
  { label: "public /fr/error", path: "/fr/error", audience: "public" },
  { label: "catalog home (anonymous /fr)", path: "/fr", audience: "public" },
  { label: "show page /fr/films/metropolis", path: "/fr/films/metropolis", audience: "public" },
  {
    label: "cinema page /fr/cinema/cinelux-paris-bastille",
    path: "/fr/cinema/cinelux-paris-bastille",
    audience: "public",
  },
  { label: "sign-in page (anonymous /fr/profile)", path: "/fr/profile", audience: "sign-in" },
  // Signed in from /fr/profile, then /fr: the flag cookie and the session make it the customer home.
  { label: "signed-in home /fr", path: "/fr", audience: "account", signInFrom: "/fr/profile" },
  // The booking tunnel's seat page, for a session of the show page above days ahead.
  {
    label: "seat page /fr/reserver/{session}",
    path: `/fr/reserver/${SESSION_PLACEHOLDER}`,
    audience: "public",
    performance: 90,
  },
];

/**
 * BENCH_LIGHTHOUSE_PAGES=<words>: only the pages whose label contains one of the comma-separated
 * words ("signed-in", "catalog home,show"), to study one page over many runs.
 */
export function pagesToAudit(filter: string | undefined): readonly LighthousePage[] {
  const words = (filter ?? "")
    .split(",")
    .map((word) => word.trim())
    .filter(Boolean);
  return words.length === 0
    ? LIGHTHOUSE_PAGES
    : LIGHTHOUSE_PAGES.filter((page) => words.some((word) => page.label.includes(word)));
}

/** The pages with SESSION_PLACEHOLDER given the id of a future demo session, found once. */
async function withSession(
  base: string,
  pages: readonly LighthousePage[],
): Promise<readonly LighthousePage[]> {
  if (!pages.some((page) => page.path.includes(SESSION_PLACEHOLDER))) {
    return pages;
  }
  const { id } = await findFutureSession(base);
  return pages.map((page) => ({ ...page, path: page.path.replace(SESSION_PLACEHOLDER, id) }));
}

/** The demo password of every seeded account (README, e2e/fixtures.ts). */
const DEMO_PASSWORD = "Cinelux-demo-2026!";
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

interface Audit {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcp: number;
  tbt: number;
  cls: number;
}

/** Opens `path` anonymously and waits until the app sends the visitor to the provider's pages. */
async function signInPageUrl(page: Page, base: string, path: string): Promise<string> {
  await page.goto(`${base}${path}`);
  // Strings, not functions: they run in the page, and bench/ is type-checked without the DOM's types.
  await waitOn(page, 'location.pathname.startsWith("/auth/")', "the sign-in page");
  return page.url();
}

/**
 * Signs the demo customer in from `from`, then waits for `path` to greet them. The customer is a
 * returning one, who answered the consent dialog on an earlier visit (refusing every optional
 * purpose: apps/web/app/lib/analytics/consent.ts); the public pages are audited as first visits,
 * the dialog included.
 */
async function signIn(page: Page, base: string, from: string, path: string): Promise<void> {
  await page.browserContext().setCookie({
    name: "cinelux_consent",
    value: `1.${Date.now()}.000`,
    domain: new URL(base).hostname,
    path: "/",
  });
  await signInPageUrl(page, base, from);
  await page.locator('input[type="email"]').fill(DEMO_CUSTOMER.mail);
  await page.locator('input[type="password"]').fill(DEMO_PASSWORD);
  await page.locator('button[type="submit"]').click();
  if (from !== path) {
    await waitOn(page, `location.pathname === ${JSON.stringify(from)}`, `${from} after signing in`);
    await page.goto(`${base}${path}`);
  }
  await waitForGreeting(page, path);
}

async function waitForGreeting(page: Page, path: string): Promise<void> {
  const onPage = `location.pathname === ${JSON.stringify(path)}`;
  const greeted = `(document.querySelector("h1")?.textContent ?? "").includes(${JSON.stringify(DEMO_CUSTOMER.firstName)})`;
  await waitOn(page, `${onPage} && ${greeted}`, `${path} greeting ${DEMO_CUSTOMER.firstName}`);
}

/** Waits for `condition` in the page; on a timeout, says where the page was instead. */
async function waitOn(page: Page, condition: string, what: string): Promise<void> {
  try {
    await page.waitForFunction(condition, { timeout: 30_000 });
  } catch (error) {
    const heading = await page.evaluate('document.querySelector("h1")?.textContent ?? ""').catch(() => "");
    throw new Error(
      `no ${what} within 30 s: at ${page.url()}, h1 "${String(heading)}" (${(error as Error).message})`,
    );
  }
}

/** One Lighthouse navigation of `url` in `tab`; `keepStorage` keeps the tab's session. */
async function audit(url: string, port: number, tab: Page, keepStorage: boolean): Promise<Audit> {
  const result = await lighthouse(
    url,
    {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
      disableStorageReset: keepStorage,
    },
    undefined,
    tab,
  );
  if (!result) {
    throw new Error(`Lighthouse gave no result for ${url}`);
  }
  const { lhr } = result;
  // BENCH_LIGHTHOUSE_REPORTS=<folder>: each full report kept, to see why a score is what it is.
  const reports = process.env.BENCH_LIGHTHOUSE_REPORTS;
  if (reports) {
    mkdirSync(reports, { recursive: true });
    const name = `${new URL(lhr.finalDisplayedUrl).pathname.replace(/\W+/g, "_")}-${Date.now()}.json`;
    writeFileSync(path.join(reports, name), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) {
    throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  }
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, score(id)])) as Audit["scores"],
    lcp: numeric("largest-contentful-paint"),
    tbt: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
  };
}

/**
 * One page, in a browser context of its own (its own cookies and storage, like a new visitor), in
 * a tab handed to Lighthouse. Page errors and failed requests are kept to explain a failure.
 */
async function auditPage(
  browser: Browser,
  port: number,
  base: string,
  target: LighthousePage,
): Promise<Audit> {
  const context = await browser.createBrowserContext();
  const problems: string[] = [];
  try {
    const tab = await context.newPage();
    tab.on("pageerror", (error) => problems.push(`page error: ${(error as Error).message}`));
    tab.on("requestfailed", (request) =>
      problems.push(`failed: ${request.url()} ${request.failure()?.errorText ?? ""}`),
    );
    if (target.audience === "public") {
      return await audit(`${base}${target.path}`, port, tab, false);
    }
    if (target.audience === "sign-in") {
      // Reached by redirect first: its address holds the sign-in's interaction id.
      return await audit(await signInPageUrl(tab, base, target.signInFrom ?? target.path), port, tab, false);
    }
    await signIn(tab, base, target.signInFrom ?? target.path, target.path);
    const cdp = await tab.createCDPSession();
    await cdp.send("Network.clearBrowserCache");
    await cdp.send("Storage.clearDataForOrigin", {
      origin: new URL(base).origin,
      storageTypes: "service_workers,cache_storage",
    });
    await cdp.detach();
    const result = await audit(`${base}${target.path}`, port, tab, true);
    // The audit counts only if it measured the signed-in page, not a redirect to sign in again.
    await waitForGreeting(tab, target.path);
    return result;
  } catch (error) {
    const seen = problems.length > 0 ? ` [${problems.slice(0, 5).join("; ")}]` : "";
    throw new Error(`${(error as Error).message}${seen}`);
  } finally {
    await context.close();
  }
}

function lighthouseFigures(target: LighthousePage, audits: Audit[]): Figure[] {
  const section = `Lighthouse mobile: ${target.label}`;
  const values = (pick: (audit: Audit) => number) => audits.map(pick);
  const hundred = { op: ">=", limit: 100 } as const;
  return [
    {
      section,
      name: "performance",
      unit: "score",
      values: values((a) => a.scores.performance),
      budget: { op: ">=", limit: target.performance ?? (target.audience === "account" ? 90 : 95) },
    },
    {
      section,
      name: "accessibility",
      unit: "score",
      values: values((a) => a.scores.accessibility),
      budget: hundred,
    },
    {
      section,
      name: "best practices",
      unit: "score",
      values: values((a) => a.scores["best-practices"]),
      budget: hundred,
    },
    {
      section,
      name: "SEO",
      unit: "score",
      values: values((a) => a.scores.seo),
      budget: hundred,
      ...(target.audience === "sign-in" ? { judged: false, note: "(noindex)" } : {}),
    },
    { section, name: "LCP", unit: "ms", values: values((a) => a.lcp) },
    { section, name: "TBT", unit: "ms", values: values((a) => a.tbt) },
    { section, name: "CLS", unit: "", values: values((a) => a.cls), budget: { op: "<=", limit: 0.1 } },
  ];
}

/**
 * Every page of LIGHTHOUSE_PAGES, `runs` times, on the server at `base`; failed attempts are listed
 * (a figure then has fewer values than runs).
 */
export async function benchLighthouse(
  base: string,
  options: { runs: number },
): Promise<{ figures: Figure[]; failures: string[]; retried: string[] }> {
  const pages = await withSession(base, pagesToAudit(process.env.BENCH_LIGHTHOUSE_PAGES));
  const audits = new Map<LighthousePage, Audit[]>(pages.map((target) => [target, []]));
  const failures: string[] = [];
  const retried: string[] = [];
  for (let run = 0; run < options.runs; run += 1) {
    // A fresh profile per run, which is also Chromium's TMPDIR: it leaves its singleton socket
    // folder there after being killed, and the whole folder goes afterwards.
    const chromiumTmp = mkdtempSync(path.join(tmpdir(), "cinelux-bench-chromium-"));
    let chrome: chromeLauncher.LaunchedChrome | undefined;
    try {
      chrome = await chromeLauncher.launch({
        chromePath: CHROMIUM_PATH,
        chromeFlags: CHROMIUM_FLAGS,
        userDataDir: chromiumTmp,
        envVars: { ...process.env, TMPDIR: chromiumTmp },
      });
      const { port } = chrome;
      const browser = await puppeteer.connect({
        browserURL: `http://127.0.0.1:${port}`,
        defaultViewport: null,
      });
      try {
        for (const target of pages) {
          // One retry: Lighthouse's trace recording fails now and then (NO_NAVSTART) on a busy
          // machine; every failed attempt is still reported.
          const errors: string[] = [];
          for (let attempt = 1; attempt <= 2 && errors.length === attempt - 1; attempt += 1) {
            try {
              audits.get(target)?.push(await auditPage(browser, port, base, target));
            } catch (error) {
              errors.push(`attempt ${attempt}: ${(error as Error).message}`);
            }
          }
          const where = `run ${run + 1}, ${target.label}`;
          if (errors.length === 2) {
            failures.push(`${where}: ${errors.join(" / ")}`);
          } else if (errors.length === 1) {
            retried.push(`${where}, passed on retry after ${errors[0]}`);
          }
        }
      } finally {
        await browser.disconnect();
      }
    } finally {
      chrome?.kill();
      rmSync(chromiumTmp, { recursive: true, force: true });
    }
  }
  return {
    figures: pages.flatMap((target) => lighthouseFigures(target, audits.get(target) ?? [])),
    failures,
    retried,
  };
}
