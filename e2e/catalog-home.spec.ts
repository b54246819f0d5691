import {
  clickHeaderSignIn,
  DEMO_PASSWORD,
  expect,
  expectNoAxeViolations,
  LABELS,
  newContext,
  signInAs,
  signInOnProvider,
  siteUrl,
  test,
  VIEWPORTS,
} from "./fixtures.ts";

// The catalog home (docs/catalog-pages.md) and decision 007 "The root": `/{language}` is the catalog home for
// an anonymous visitor, server-rendered, and the customer home for a signed-in customer. Days are relative to
// today, so the journeys pick day links by position.

const IDENTITY_CLIENT = /\/assets\/identity-client-[\w-]+\.js$/;
const QUERY_CACHE = /\/assets\/query-[\w-]+\.js$/;

test.describe("the catalog home", () => {
  test("an anonymous visitor at / gets the catalog home at /fr: no sign-in page, no identity client", async ({
    page,
    baseURL,
  }) => {
    const requests: string[] = [];
    page.on("request", (request) => requests.push(new URL(request.url()).pathname));
    const response = await page.goto(siteUrl(baseURL, "fr", "/"));
    expect(new URL(page.url()).pathname).toBe("/fr");
    expect(response?.status()).toBe(200);
    // Its face depends on the authentication flag: a CDN keys it by the cookie too.
    expect(response?.headers().vary).toMatch(/(^|,\s*)Cookie(,|$)/i);
    await expect(page).toHaveTitle("Cinélux : films à l'affiche, séances et bandes-annonces");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Cinélux : les films à l'affiche et les séances du jour",
    );
    await expect(page.getByRole("heading", { level: 2, name: "À l'affiche" })).toBeVisible();
    await expect(
      page.getByRole("heading", { level: 2, name: "Les séances à Paris et en Île-de-France" }),
    ).toBeVisible();
    await expect(page.getByRole("banner").getByRole("button", { name: "Se connecter" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(new URL(page.url()).pathname).toBe("/fr");
    expect(requests.filter((path) => path.startsWith("/auth/"))).toEqual([]);
    expect(requests.filter((path) => IDENTITY_CLIENT.test(path))).toEqual([]);
    expect(requests.filter((path) => QUERY_CACHE.test(path))).toEqual([]);
  });

  test("from the home a visitor finds a film and opens its page, then picks a day of the schedule", async ({
    page,
    baseURL,
  }) => {
    await page.goto(siteUrl(baseURL, "fr", "/fr"));
    const nowShowing = page.getByRole("list", { name: "À l'affiche" }).getByRole("link");
    await expect(nowShowing.first()).toBeVisible();
    const title = (await nowShowing.first().locator(".catalog-home-poster__title").textContent()) ?? "";
    await nowShowing.first().click();
    await expect(page).toHaveURL(/\/fr\/(films|evenements)\/[a-z0-9-]+$/);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

    await page.goto(siteUrl(baseURL, "fr", "/fr"));
    const days = page.getByRole("navigation", { name: "Choisir un jour" }).getByRole("link");
    await expect(days.first()).toHaveText("Aujourd'hui");
    const label = (await days.nth(1).textContent()) ?? "";
    await days.nth(1).click();
    await expect(page).toHaveURL(/\/fr\?day=\d{4}-\d{2}-\d{2}#catalog-home-schedule$/);
    await expect(page.getByRole("link", { name: label })).toHaveAttribute("aria-current", "date");
    await expect(page.getByText(/^Séances du /)).toBeVisible();
    await expect(page.locator(".catalog-home-session__time").first()).toHaveText(/^\d{2}:\d{2}$/);
  });

  test("without JavaScript the home, its day links and its film links work", async ({ browser, baseURL }) => {
    const context = await newContext(browser, { javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      const response = await page.goto(siteUrl(baseURL, "fr", "/fr"));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 2, name: "À l'affiche" })).toBeVisible();
      const days = page.getByRole("navigation", { name: "Choisir un jour" }).getByRole("link");
      await days.nth(2).click();
      await expect(page).toHaveURL(/\?day=\d{4}-\d{2}-\d{2}#catalog-home-schedule$/);
      await expect(days.nth(2)).toHaveAttribute("aria-current", "date");
      await page.getByRole("list", { name: "À l'affiche" }).getByRole("link").first().click();
      await expect(page).toHaveURL(/\/fr\/(films|evenements)\//);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test("signing in from the header lands on the customer home, which stays the customer's at /fr", async ({
    page,
    baseURL,
  }) => {
    await page.goto(siteUrl(baseURL, "fr", "/fr"));
    await clickHeaderSignIn(page, "fr");
    await expect(page.getByRole("heading", { level: 1, name: LABELS.fr.signInTitle })).toBeVisible();
    await signInOnProvider(page, "camille.martin@example.com", DEMO_PASSWORD, LABELS.fr);
    await expect(page.getByRole("heading", { level: 1, name: /Camille/ })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/fr");
    // A new visit to /fr: the server sees the authentication flag, the browser the session.
    await page.goto(siteUrl(baseURL, "fr", "/fr"));
    await expect(page.getByRole("heading", { level: 1, name: /Camille/ })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "À l'affiche" })).toHaveCount(0);
    await expect(page.getByRole("banner").getByRole("button", { name: "Se connecter" })).toHaveCount(0);
  });

  test("a lapsed flag with a live session: the catalog home switches to the customer home in place", async ({
    page,
    context,
    baseURL,
  }) => {
    await signInAs(page, baseURL, { domain: "fr", language: "fr", mail: "camille.martin@example.com" });
    await expect(page.getByRole("heading", { level: 1, name: /Camille/ })).toBeVisible();
    // The flag's hour is over (the tab stayed open): the server answers the catalog home.
    await context.clearCookies({ name: "cinelux_authenticated" });
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: /Camille/ })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/fr");
    // The browser renewed the flag for the next request.
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === "cinelux_authenticated")?.value).toBe("1");
  });

  test("the Dutch domain shows Amsterdam's schedule, in Dutch", async ({ page, baseURL }) => {
    const response = await page.goto(siteUrl(baseURL, "nl", "/"));
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe("/nl");
    const schedule = page.getByRole("region", { name: "Voorstellingen in Amsterdam" });
    await expect(schedule).toBeVisible();
    await expect(schedule.getByRole("heading", { level: 3 }).first()).toBeVisible();
    await expect(schedule.getByText(/Amsterdam/).first()).toBeVisible();
    await expect(schedule.getByText(/Paris|Rotterdam|Utrecht/)).toHaveCount(0);
    await expect(page.getByRole("banner").getByRole("button", { name: "Inloggen" })).toBeVisible();
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`passes axe at ${name} width in French and Dutch`, async ({ page, baseURL }) => {
      await page.setViewportSize(viewport);
      for (const [domain, path] of [
        ["fr", "/fr"],
        ["nl", "/nl"],
      ] as const) {
        await page.goto(siteUrl(baseURL, domain, path));
        await expect(
          page.getByRole("banner").getByRole("button", { name: LABELS[domain].headerSignIn }),
        ).toBeVisible();
        await expectNoAxeViolations(page);
        // Nothing widens the page sideways.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width);
      }
    });
  }
});
