import {
  expect,
  expectFirstDayTab,
  expectNoAxeViolations,
  newContext,
  siteUrl,
  test,
  VIEWPORTS,
} from "./fixtures.ts";

// The catalog's Cinemas, Cinema and City pages, anonymous: server-rendered from the seeded
// catalog on both domains. Days are relative to today, so the journeys pick tabs by position.

test.describe("the cinemas, a cinema and a city", () => {
  test("a visitor browses a city from the footer, opens a cinema, picks a day and opens a film", async ({
    page,
    baseURL,
  }) => {
    await page.goto(siteUrl(baseURL, "fr", "/fr/films/metropolis"));
    await page.getByRole("contentinfo").getByRole("link", { name: "Lyon", exact: true }).click();
    await expect(page).toHaveURL(/\/fr\/nos-cinemas\/lyon$/);
    await expect(page).toHaveTitle("Cinémas à Lyon : séances du jour | Cinélux");
    await expect(page.getByRole("heading", { level: 1, name: "Nos cinémas à Lyon" })).toBeVisible();
    await expect(page.getByRole("heading", { name: /^Séances du / })).toBeVisible();
    await expect(page.locator(".cinema-session").first()).toBeVisible();

    await page.getByRole("heading", { level: 3, name: "Cinélux Confluence" }).getByRole("link").click();
    await expect(page).toHaveURL(/\/fr\/cinema\/cinelux-lyon-confluence$/);
    await expect(page.getByRole("heading", { level: 1, name: "Cinélux Confluence" })).toBeVisible();
    await expect(page.getByText("Accessible aux personnes à mobilité réduite")).toBeVisible();
    await expect(page.getByRole("link", { name: "Itinéraire" })).toHaveAttribute(
      "href",
      /^https:\/\/www\.openstreetmap\.org\/directions\?to=45\.741%2C4\.818$/,
    );
    const days = page.getByRole("navigation", { name: "Choisir un jour" }).getByRole("link");
    await expectFirstDayTab(days);
    const second = days.nth(1);
    const label = (await second.textContent()) ?? "";
    await second.click();
    await expect(page).toHaveURL(/\/fr\/cinema\/cinelux-lyon-confluence\?day=\d{4}-\d{2}-\d{2}$/);
    await expect(page.getByRole("link", { name: label })).toHaveAttribute("aria-current", "date");
    await expect(page.locator(".cinema-session__time").first()).toHaveText(/^\d{2}:\d{2}$/);
    await expect(page.getByRole("heading", { name: "Cinémas à proximité" })).toBeVisible();
    // Booking is not built in the catalog: no "Book" button that leads nowhere.
    await expect(page.getByRole("button", { name: /réserver/i })).toHaveCount(0);

    const film = page.getByRole("heading", { level: 4 }).first().getByRole("link");
    const title = (await film.textContent()) ?? "";
    await film.click();
    await expect(page).toHaveURL(/\/fr\/(films|evenements)\/[a-z0-9-]+$/);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  });

  test("the Cinemas page lists every city of the domain; the Dutch domain lists Dutch cities, in Dutch", async ({
    page,
    baseURL,
  }) => {
    await page.goto(siteUrl(baseURL, "fr", "/fr/nos-cinemas"));
    await expect(page.getByRole("heading", { level: 1, name: "Nos cinémas" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2 }).getByRole("link")).toHaveText([
      "Paris",
      "Lyon",
      "Marseille",
      "Toulouse",
      "Nice",
    ]);
    await page.goto(siteUrl(baseURL, "nl", "/nl/bioscopen"));
    await expect(page.getByRole("heading", { level: 1, name: "Onze bioscopen" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2 }).getByRole("link")).toHaveText([
      "Amsterdam",
      "Rotterdam",
      "Den Haag",
      "Utrecht",
      "Tilburg",
    ]);
    await expect(page.getByRole("main").getByText(/Paris|Lyon|Marseille/)).toHaveCount(0);
    // Every footer city of the Dutch domain has its page.
    for (const city of ["amsterdam", "rotterdam", "den-haag", "utrecht", "tilburg"]) {
      const response = await page.goto(siteUrl(baseURL, "nl", `/nl/bioscopen/${city}`));
      expect(response?.status(), city).toBe(200);
    }
    await expect(page.getByRole("heading", { level: 1, name: "Onze bioscopen in Tilburg" })).toBeVisible();
  });

  test("an unknown city, an unknown cinema and the other domain's cinema are the 404 page; another language's path redirects", async ({
    page,
    baseURL,
  }) => {
    for (const [domain, path] of [
      ["fr", "/fr/nos-cinemas/atlantis"],
      ["fr", "/fr/cinema/no-such-cinema"],
      ["nl", "/nl/bioscoop/cinelux-paris-bastille"],
      ["fr", "/fr/nos-cinemas/amsterdam"],
    ] as const) {
      const response = await page.goto(siteUrl(baseURL, domain, path));
      expect(response?.status(), path).toBe(404);
    }
    await page.goto(siteUrl(baseURL, "fr", "/en/nos-cinemas/paris"));
    await expect(page).toHaveURL(/\/en\/our-cinemas\/paris$/);
    await expect(page.getByRole("heading", { level: 1, name: "Our cinemas in Paris" })).toBeVisible();
  });

  test("without JavaScript a cinema's day links still work", async ({ browser, baseURL }) => {
    const context = await newContext(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(siteUrl(baseURL, "nl", "/nl/bioscoop/cinelux-utrecht-catharijne"));
    await page.getByRole("navigation", { name: "Kies een dag" }).getByRole("link").nth(2).click();
    await expect(page).toHaveURL(/\?day=\d{4}-\d{2}-\d{2}$/);
    await expect(page.getByRole("heading", { level: 1, name: "Cinélux Catharijne" })).toBeVisible();
    await expect(page.locator(".cinema-session").first()).toBeVisible();
    await context.close();
  });

  // One test per page and width: axe on a full catalog page takes several seconds on this machine.
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    for (const [domain, path] of [
      ["fr", "/fr/nos-cinemas"],
      ["fr", "/fr/cinema/cinelux-paris-bastille"],
      ["fr", "/fr/nos-cinemas/paris"],
      ["nl", "/nl/bioscopen"],
      ["nl", "/nl/bioscoop/cinelux-amsterdam-centrum"],
      ["nl", "/nl/bioscopen/amsterdam"],
    ] as const) {
      test(`passes axe at ${name} width: ${path}`, async ({ page, baseURL }) => {
        await page.setViewportSize(viewport);
        await page.goto(siteUrl(baseURL, domain, path));
        await expectNoAxeViolations(page);
      });
    }
  }
});
