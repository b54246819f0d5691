import {
  expect,
  expectFirstDayTab,
  expectNoAxeViolations,
  newContext,
  siteUrl,
  test,
  VIEWPORTS,
  waitForHydration,
} from "./fixtures.ts";

// The catalog's show page, anonymous: server-rendered from the seeded catalog, in every
// language and on both domains. Days are relative to today, so the journeys pick tabs by position.

test.describe("the show page", () => {
  test("a visitor opens a film in French, picks a day and sees its sessions", async ({ page, baseURL }) => {
    const response = await page.goto(siteUrl(baseURL, "fr", "/fr/films/metropolis"));
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Metropolis (1927) : séances et bande-annonce | Cinélux");
    await expect(page.getByRole("heading", { level: 1, name: "Metropolis" })).toBeVisible();
    const days = page.getByRole("navigation", { name: "Choisir un jour" }).getByRole("link");
    await expectFirstDayTab(days);
    const second = days.nth(1);
    const label = await second.textContent();
    await second.click();
    await expect(page).toHaveURL(/\/fr\/films\/metropolis\?day=\d{4}-\d{2}-\d{2}$/);
    await expect(page.getByRole("link", { name: label ?? "" })).toHaveAttribute("aria-current", "date");
    await expect(page.getByRole("heading", { name: /^Séances du / })).toBeVisible();
    await expect(page.getByRole("heading", { level: 4, name: "Cinélux Montparnasse" })).toBeVisible();
    await expect(page.locator(".show-session__time").first()).toHaveText(/^\d{2}:\d{2}$/);
    // Booking is not built in the catalog: no "Book" button that leads nowhere.
    await expect(page.getByRole("button", { name: /réserver/i })).toHaveCount(0);
  });

  test("switching language lands on the same show in English", async ({ page, baseURL }) => {
    await page.goto(siteUrl(baseURL, "fr", "/fr/films/metropolis"));
    await waitForHydration(page);
    await page
      .getByRole("group", { name: "Langue du site" })
      .getByRole("button", { name: /English/ })
      .click();
    await expect(page).toHaveURL(/\/en\/movies\/metropolis$/);
    await expect(page.getByRole("heading", { level: 2, name: "Showtimes" })).toBeVisible();
    await expect(page).toHaveTitle(/^Metropolis \(1927\): showtimes and trailer/);
  });

  test("another language's path and the other kind's path redirect; an unknown show is the 404 page", async ({
    page,
    baseURL,
  }) => {
    await page.goto(siteUrl(baseURL, "fr", "/en/films/metropolis"));
    await expect(page).toHaveURL(/\/en\/movies\/metropolis$/);
    await page.goto(siteUrl(baseURL, "fr", "/fr/films/la-traviata-soiree-lyrique-cinelux"));
    await expect(page).toHaveURL(/\/fr\/evenements\/la-traviata-soiree-lyrique-cinelux$/);
    const missing = await page.goto(siteUrl(baseURL, "fr", "/fr/films/no-such-show"));
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page introuvable" })).toBeVisible();
  });

  test("the Dutch domain shows Dutch cinemas, in Dutch", async ({ page, baseURL }) => {
    await page.goto(siteUrl(baseURL, "nl", "/nl/films/nosferatu"));
    await expect(page.getByRole("heading", { level: 2, name: "Voorstellingen" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 4, name: "Cinélux Catharijne" })).toBeVisible();
    await expect(page.getByText(/Utrecht/).first()).toBeVisible();
    await expect(page.getByText(/Paris|Marseille/)).toHaveCount(0);
  });

  test("without JavaScript the sessions and the day links still work", async ({ browser, baseURL }) => {
    const context = await newContext(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(siteUrl(baseURL, "fr", "/fr/films/metropolis"));
    await page.getByRole("navigation", { name: "Choisir un jour" }).getByRole("link").nth(2).click();
    await expect(page).toHaveURL(/\?day=\d{4}-\d{2}-\d{2}$/);
    await expect(page.getByRole("heading", { level: 4, name: "Cinélux Montparnasse" })).toBeVisible();
    await expect(page.locator(".show-session").first()).toBeVisible();
    await context.close();
  });

  test("the trailer plays the site's own video, which loads only after the click", async ({
    page,
    baseURL,
  }) => {
    // The first request of a trailer encodes it (seconds, longer on a loaded machine; docs/artwork.md).
    test.setTimeout(240_000);
    const offSite: string[] = [];
    const videoRequests: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (!url.hostname.endsWith("localhost")) {
        offSite.push(request.url());
      }
      if (url.pathname.includes("/trailers/")) {
        videoRequests.push(url.pathname);
      }
    });
    await page.goto(siteUrl(baseURL, "fr", "/fr/films/metropolis"));
    const link = page.getByRole("link", { name: "Lire la bande-annonce de Metropolis" });
    // Without JavaScript the link opens the MP4 file itself.
    await expect(link).toHaveAttribute("href", /^\/media\/v\d+\/trailers\/metropolis-720\.mp4$/);
    await expect(page.locator("video")).toHaveCount(0);
    expect(videoRequests).toEqual([]);
    await link.click();
    const video = page.getByLabel("Bande-annonce : Metropolis");
    await expect(video).toBeFocused();
    await expect(page).toHaveURL(/\/fr\/films\/metropolis$/);
    // It decodes and plays: frames are ready, and the clock moves.
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 200_000 })
      .toBeGreaterThanOrEqual(2);
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 20_000 })
      .toBeGreaterThan(0);
    expect(videoRequests.length).toBeGreaterThan(0);
    expect(offSite).toEqual([]);
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`passes axe at ${name} width in French and Dutch`, async ({ page, baseURL }) => {
      await page.setViewportSize(viewport);
      await page.goto(siteUrl(baseURL, "fr", "/fr/films/metropolis"));
      await expectNoAxeViolations(page);
      await page.goto(siteUrl(baseURL, "nl", "/nl/films/nosferatu"));
      await expectNoAxeViolations(page);
    });
  }
});
