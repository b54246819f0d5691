import type { Page } from "@playwright/test";
import { expect, siteUrl, test } from "./fixtures.ts";

// Every link in every header and footer, on both domains and in every language, leads to a page
// that answers 200 — no dead links —, and every page the sitemap lists exists. An anonymous
// visitor's view: the catalog home of each language of each domain, links read from the rendered
// header (menu included) and footer, then every one of them asked for, redirects followed.

/**
 * The status of each URL, asked by the page itself: the browser resolves `nl.localhost`, which the
 * test runner's own HTTP client cannot. `follow`: redirects followed; `manual`: a redirect counts as one.
 */
async function statuses(
  page: Page,
  urls: string[],
  redirect: "follow" | "manual",
): Promise<Map<string, number>> {
  const answers = await page.evaluate(
    async ({ urls, redirect }) =>
      Promise.all(
        urls.map(async (url) => {
          const response = await fetch(url, { redirect, credentials: "omit" });
          return [url, response.type === "opaqueredirect" ? 301 : response.status] as const;
        }),
      ),
    { urls, redirect },
  );
  return new Map(answers);
}

/**
 * Customer-area screens the header links to that are not built yet, by path segment;
 * each must still be a 404 (so this list is emptied as the screens land), and nothing else may be.
 * None today: the Wallet's `{language}/tickets` exists and must answer 200.
 */
const AWAITED_SCREENS: Record<string, string> = {};

function awaitedScreen(href: string): string | undefined {
  const segment = new URL(href).pathname.split("/")[2];
  return segment === undefined ? undefined : AWAITED_SCREENS[segment];
}

const SITES = [
  { domain: "fr", languages: ["fr", "en"] },
  { domain: "nl", languages: ["nl", "en"] },
] as const;

test.describe("no dead link", () => {
  for (const { domain, languages } of SITES) {
    test(`every header and footer link of the ${domain} domain answers 200`, async ({ page, baseURL }) => {
      const local = new Set<string>();
      const foreign = new Set<string>();
      let checked = new Map<string, number>();
      for (const language of languages) {
        const home = siteUrl(baseURL, domain, `/${language}`);
        const response = await page.goto(home);
        expect(response?.status()).toBe(200);
        const origin = new URL(page.url()).origin;
        const hrefs = await page
          .locator("header a[href], footer a[href]")
          .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
        expect(hrefs.length).toBeGreaterThan(15);
        for (const href of hrefs) {
          const url = new URL(href);
          if (url.origin !== origin) {
            // Outside the site: only real networks' addresses (the social links), never a
            // catalog site of our own elsewhere.
            foreign.add(url.origin);
            continue;
          }
          url.hash = "";
          local.add(url.href);
        }
        checked = new Map([...checked, ...(await statuses(page, [...local], "follow"))]);
      }
      const dead = [...checked].filter(([href, status]) => status !== 200 && !awaitedScreen(href));
      expect(dead, "links that do not answer 200").toEqual([]);
      const landed = [...checked].filter(([href, status]) => awaitedScreen(href) && status !== 404);
      expect(landed, "awaited screens that now exist: remove them from AWAITED_SCREENS").toEqual([]);
      expect([...foreign].filter((origin) => /cinelux\.(fr|nl)$/.test(new URL(origin).hostname))).toEqual([]);
      for (const origin of foreign) {
        expect(origin).toMatch(/^https:\/\//);
      }
    });

    test(`every page of the ${domain} domain's sitemap answers 200`, async ({ page, baseURL }) => {
      await page.goto(siteUrl(baseURL, domain, "/robots.txt"));
      const sitemap = await page.evaluate(async () => {
        const response = await fetch("/sitemap.xml");
        return { status: response.status, text: await response.text() };
      });
      expect(sitemap.status).toBe(200);
      const locations = [...sitemap.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? "");
      // Two languages of the pages, the shows, cinemas and cities of the domain.
      expect(locations.length).toBeGreaterThan(40);
      const answers = await statuses(page, locations, "manual");
      const dead = [...answers].filter(([, status]) => status !== 200);
      expect(dead, "sitemap pages that do not answer 200 at once").toEqual([]);
      expect(await page.locator("body").textContent()).toContain(
        `Sitemap: ${new URL(siteUrl(baseURL, domain, "/")).origin}/sitemap.xml`,
      );
    });
  }
});
