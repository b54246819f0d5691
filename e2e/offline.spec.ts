import type { Page } from "@playwright/test";
import { expect, signInAs, signOutFromAccountModal, test, waitForHydration } from "./fixtures.ts";

/** decision 008: the caches the offline worker keeps (apps/web/app/lib/offline/offline-rules.ts). */
const PRIVATE_CACHE = "cinelux-private-v1";

/** The URLs kept in `cache`, as paths (with their query). */
function keptPaths(page: Page, cache: string): Promise<string[]> {
  return page.evaluate(async (name) => {
    if (!(await caches.has(name))) {
      return [];
    }
    const requests = await (await caches.open(name)).keys();
    return requests.map((request) => {
      const url = new URL(request.url);
      return `${url.pathname}${url.search}`;
    });
  }, cache);
}

/** The customer's upcoming e-tickets as the API answers them now (the page's own token). */
function upcomingTitles(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const key = Object.keys(sessionStorage).find((name) => name.startsWith("cinelux.identity."));
    const token = key
      ? (JSON.parse(sessionStorage.getItem(key) ?? "{}") as { access_token?: string }).access_token
      : "";
    const response = await fetch("/api/ec/ebillet?language=fr", {
      headers: { authorization: `Bearer ${token}` },
    });
    const tickets = (await response.json()) as { show: { title: string } }[];
    return tickets.map((ticket) => ticket.show.title);
  });
}

test.describe("the wallet offline (decision 008)", () => {
  test("camille.martin opens her wallet in the cinema's basement after a first visit, then signs out", async ({
    page,
    context,
    baseURL,
  }) => {
    await signInAs(page, baseURL, {
      domain: "fr",
      language: "fr",
      mail: "camille.martin@example.com",
      path: "/fr/tickets",
    });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const titles = await upcomingTitles(page);
    expect(titles.length).toBeGreaterThan(0);

    // The worker registers after load, takes over and keeps what the screen shows.
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await expect
      .poll(async () =>
        (await keptPaths(page, PRIVATE_CACHE)).some((path) => path.startsWith("/api/ec/ebillet")),
      )
      .toBe(true);
    await expect
      .poll(async () =>
        (await keptPaths(page, "cinelux-shell-v1")).some((path) => path.startsWith("/fr/tickets")),
      )
      .toBe(true);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText(titles[0] ?? "").first()).toBeVisible();
    await expect(page.getByText(/Hors connexion : ces informations datent du/)).toBeVisible();

    // Back in the lobby: the page is loaded again with the network (decision 008: a page loaded
    // offline shows the kept wallet, but not the account menu, whose sign-in check needs the network).
    await context.setOffline(false);
    await page.reload();
    await expect(page.getByText(/Hors connexion/)).toHaveCount(0);
    // The header is in the server's HTML: a click before hydration would reach no handler.
    await waitForHydration(page);
    await page.getByRole("button", { name: "Mon compte", exact: true }).click();
    await signOutFromAccountModal(page, "fr");
    // Nothing of hers stays on this device.
    expect(await keptPaths(page, PRIVATE_CACHE)).toEqual([]);
  });
});
