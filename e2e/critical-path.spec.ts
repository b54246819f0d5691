import { readFileSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { expect, newContext, signInAs, siteUrl, test, VIEWPORTS } from "./fixtures.ts";

// The critical path of every page fits in one round trip after the HTML. These are
// behaviour checks (what is requested, what the server HTML holds, whether the footer moves),
// never timings.

const IDENTITY_CLIENT = /\/assets\/identity-client-[\w-]+\.js$/;
// Decision 004: TanStack Query's chunk loads only where a customer is signed in.
const QUERY_CACHE = /\/assets\/query-[\w-]+\.js$/;
// The signed-in face's shared code (apps/web/vite.config.ts `customerCoreModules`): never on a public page.
const CUSTOMER_CORE = /\/assets\/customer-core-[\w-]+\.js$/;

/** Sums the page's layout shifts (CLS without session windows: an upper bound) from the start. */
async function observeLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts = { total: 0 };
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) {
          shifts.total += entry.value;
        }
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __shifts: { total: number } }).__shifts.total);
}

/**
 * The file the client build made for a module imported on demand (Vite's manifest of the build the
 * server under test serves). For a module already inside a preloaded chunk it is a small re-export
 * file, fetched only when the import runs: a round trip.
 */
function dynamicEntryFile(source: string): string {
  const manifest = JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, "../apps/web/build/client/.vite/manifest.json"), "utf8"),
  ) as Record<string, { file: string; isDynamicEntry?: boolean }>;
  const entry = manifest[source];
  expect(entry?.isDynamicEntry, `${source} is imported on demand`).toBe(true);
  return `/${entry?.file}`;
}

function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => urls.push(new URL(request.url()).pathname));
  return urls;
}

/**
 * The footer's height once laid out. It is `content-visibility: auto`: until it nears the viewport
 * its box is the placeholder size, so it is scrolled to and measured when two readings agree.
 */
async function footerHeight(page: Page): Promise<number> {
  const footer = page.locator("footer");
  await footer.scrollIntoViewIfNeeded();
  let last = -1;
  await expect
    .poll(async () => {
      const height = (await footer.boundingBox())?.height ?? 0;
      const settled = height === last;
      last = height;
      return settled;
    })
    .toBe(true);
  return last;
}

/** The footer's height as the server drew it, JavaScript off. */
async function serverFooterHeight(browser: Browser, url: string): Promise<number> {
  const context = await newContext(browser, { javaScriptEnabled: false, viewport: VIEWPORTS.mobile });
  try {
    const page = await context.newPage();
    await page.goto(url);
    return await footerHeight(page);
  } finally {
    await context.close();
  }
}

test.describe("the critical path", () => {
  test.use({ viewport: VIEWPORTS.mobile });

  test("a public page: the footer is in the server HTML, nothing moves, no footer call, no identity client", async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    const url = siteUrl(baseURL, "fr", "/fr/error");
    const html = await (await request.get(url)).text();
    expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
    expect(html).toContain('class="footer footer--light"');
    expect(html).toMatch(/class="social-links/);

    const requests = recordRequests(page);
    await observeLayoutShifts(page);
    await page.goto(url);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(requests.filter((path) => path.startsWith("/api/footer"))).toEqual([]);
    expect(requests.filter((path) => path.startsWith("/api/settings"))).toEqual([]);
    expect(requests.filter((path) => IDENTITY_CLIENT.test(path))).toEqual([]);
    expect(requests.filter((path) => QUERY_CACHE.test(path))).toEqual([]);
    expect(requests.filter((path) => CUSTOMER_CORE.test(path))).toEqual([]);
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.1);

    expect(await footerHeight(page)).toBe(await serverFooterHeight(browser, url));
  });

  test("the not-found page loads no identity client either", async ({ page, baseURL }) => {
    const requests = recordRequests(page);
    await page.goto(siteUrl(baseURL, "nl", "/404"));
    await expect(page.getByRole("heading", { level: 1, name: "Pagina niet gevonden" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(requests.filter((path) => IDENTITY_CLIENT.test(path))).toEqual([]);
    expect(requests.filter((path) => QUERY_CACHE.test(path))).toEqual([]);
    expect(requests.filter((path) => CUSTOMER_CORE.test(path))).toEqual([]);
    expect(requests.filter((path) => path.startsWith("/api/footer"))).toEqual([]);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /Cinélux-pagina/);
  });

  test("the signed-in home: identity client with the face, whole footer from the server, nothing moves", async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    const url = siteUrl(baseURL, "fr", "/fr");
    // Decision 007: with SPEC 9's authentication flag the server draws the customer home's stand-in.
    const html = await (await request.get(url, { headers: { cookie: "cinelux_authenticated=1" } })).text();
    // The full footer's columns (seeded footer data) are in the server HTML.
    expect(html).toMatch(/class="footer"/);
    expect(html.match(/class="footer-column"/g)?.length ?? 0).toBeGreaterThan(2);

    await signInAs(page, baseURL, { domain: "fr", language: "fr", mail: "camille.martin@example.com" });
    await expect(page.getByRole("heading", { level: 1, name: /Camille/ })).toBeVisible();
    // A first view in this tab (the session stays: sessionStorage belongs to the tab).
    const requests = recordRequests(page);
    await observeLayoutShifts(page);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: /Camille/ })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(requests.filter((path) => path.startsWith("/api/footer"))).toEqual([]);
    // The user manager came with the page's scripts: knowing the customer costs no on-demand import.
    expect(requests).not.toContain(dynamicEntryFile("app/lib/auth/user-manager.ts"));
    expect(requests).toContainEqual(expect.stringMatching(CUSTOMER_CORE));
    // The signed-in face imports the identity client statically: it loads with the face's modules.
    expect(requests).toContainEqual(expect.stringMatching(IDENTITY_CLIENT));
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.1);

    expect(await footerHeight(page)).toBe(await serverFooterHeight(browser, url));
  });
});
