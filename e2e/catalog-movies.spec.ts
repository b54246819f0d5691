import { setFlag } from "./database.ts";
import {
  cinemaToday,
  expect,
  expectNoAxeViolations,
  newContext,
  siteUrl,
  test,
  VIEWPORTS,
  waitForHydration,
} from "./fixtures.ts";

// The catalog's Movies and Experiences pages, anonymous, on the seeded catalog (sessions
// every day from the seed's day until 22:00, so "today" has none left late in the evening).

test.describe("the Movies page", () => {
  test("a visitor narrows the films by genre, technology and day with the keyboard only", async ({
    page,
    baseURL,
  }) => {
    await page.goto(siteUrl(baseURL, "fr", "/fr/films"));
    await waitForHydration(page);
    const main = page.getByRole("main");
    const count = page.getByRole("status").filter({ hasText: /résultats?$/ });
    await expect(main.getByRole("heading", { level: 1, name: "Films" })).toBeVisible();
    await expect(count).toHaveText(/^\d+ résultats$/);

    // Typing picks an option of a closed list, which filters at once (focus stays on it).
    await main.getByLabel("Genre").focus();
    await page.keyboard.type("Dr");
    await expect(page).toHaveURL(/\/fr\/films\?genre=drama$/);
    await expect(main.getByLabel("Genre")).toBeFocused();

    // The technologies are a radio group: the arrows move from "Toutes" to IMAX, 4DX… Dolby.
    await main.getByRole("radio", { name: "Toutes" }).focus();
    for (let step = 0; step < 4; step += 1) {
      await page.keyboard.press("ArrowRight");
    }
    await expect(page).toHaveURL(/\?genre=drama&technology=dolby$/);
    await expect(main.getByRole("radio", { name: "Dolby Cinema" })).toBeChecked();

    // Tomorrow, whose sessions are all to come whatever the hour of the run. The first day offered
    // is today, or tomorrow once today's last session has started (late in the evening).
    await main.getByLabel("Jour").focus();
    await page.keyboard.press("ArrowDown");
    const checked = main.getByLabel("Jour").locator("option:checked");
    await expect(checked).toHaveAttribute("value", /^\d{4}-\d{2}-\d{2}$/);
    if ((await checked.getAttribute("value")) === cinemaToday()) {
      await expect(checked).toHaveText("Aujourd'hui");
      await page.keyboard.press("ArrowDown");
    }
    await expect(page).toHaveURL(/\?genre=drama&date=\d{4}-\d{2}-\d{2}&technology=dolby$/);
    await expect(main.getByLabel("Jour").locator("option:checked")).toHaveText("Demain");
    const date = new URL(page.url()).searchParams.get("date") ?? "";
    // The films the catalog API holds for those filters, as the page must show them.
    const api = await page.request.get(
      siteUrl(baseURL, "fr", `/api/shows?language=fr&genre=drama&technology=dolby&date=${date}`),
    );
    const titles = ((await api.json()) as { shows: { title: string }[] }).shows.map((show) => show.title);
    expect(titles.length).toBeGreaterThan(0);
    await expect(count).toHaveText(`${titles.length} résultat${titles.length > 1 ? "s" : ""}`);
    expect((await main.getByRole("heading", { level: 3 }).allTextContents()).sort()).toEqual(titles.sort());

    // Clearing comes back to the whole programme, the fields emptied.
    await main.getByRole("link", { name: "Effacer les filtres" }).click();
    await expect(page).toHaveURL(/\/fr\/films$/);
    await expect(main.getByLabel("Genre")).toHaveValue("");
    await expect(main.getByRole("radio", { name: "Toutes" })).toBeChecked();
  });

  test("a visitor searches a title, accents or not, and opens the film from the grid", async ({
    page,
    baseURL,
  }) => {
    await page.goto(siteUrl(baseURL, "fr", "/fr/films"));
    const main = page.getByRole("main");
    await main.getByLabel("Rechercher un titre").fill("cuirasse");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/fr\/films\?q=cuirasse$/);
    await expect(page.getByRole("status").filter({ hasText: /résultat/ })).toHaveText("1 résultat");
    await main.getByRole("link", { name: "Le Cuirassé Potemkine" }).click();
    await expect(page).toHaveURL(/\/fr\/films\/battleship-potemkin$/);
    await expect(page.getByRole("heading", { level: 1, name: "Le Cuirassé Potemkine" })).toBeVisible();
  });

  test("nothing found: the empty state says so and offers the whole programme", async ({ page, baseURL }) => {
    await page.goto(siteUrl(baseURL, "nl", "/nl/films?q=zzzz"));
    const main = page.getByRole("main");
    await expect(main.getByText("Geen films gevonden met deze filters")).toBeVisible();
    await main.getByRole("link", { name: "Filters wissen" }).click();
    await expect(page).toHaveURL(/\/nl\/films$/);
    await expect(main.getByRole("heading", { level: 2, name: "Nu in de bioscoop" })).toBeVisible();
  });

  test("without JavaScript the filter form is sent by its button and filters on the server", async ({
    browser,
    baseURL,
  }) => {
    const context = await newContext(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(siteUrl(baseURL, "fr", "/fr/films"));
    const main = page.getByRole("main");
    await main.getByLabel("Genre").selectOption("opera");
    await main.getByRole("radio", { name: "IMAX" }).check();
    await main.getByRole("button", { name: "Afficher les résultats" }).click();
    await expect(page).toHaveURL(/\/fr\/films\?q=&genre=opera&version=&date=&technology=imax$/);
    await expect(main.getByRole("heading", { level: 3 })).toHaveText([
      "La Traviata — Soirée lyrique Cinélux",
    ]);
    // An event is marked as one and leads to its Entertainment page.
    await expect(main.getByText("Événement")).toBeVisible();
    await main.getByRole("link", { name: "La Traviata — Soirée lyrique Cinélux" }).click();
    await expect(page).toHaveURL(/\/fr\/evenements\/la-traviata-soiree-lyrique-cinelux$/);
    await context.close();
  });

  test("the Dutch domain offers its own versions, OV and NL", async ({ page, baseURL }) => {
    await page.goto(siteUrl(baseURL, "nl", "/nl/films"));
    const versions = page.getByRole("main").getByLabel("Versie").locator("option");
    await expect(versions).toHaveText(["Alle versies", /^NL · /, /^OV · /]);
  });
});

test.describe("the Experiences page", () => {
  test("IMAX lists the domain's IMAX cinemas and leads to the films in IMAX", async ({ page, baseURL }) => {
    await page.goto(siteUrl(baseURL, "fr", "/en/experiences"));
    await expect(page.getByRole("heading", { level: 1, name: "Cinélux experiences" })).toBeVisible();
    await page.getByRole("navigation", { name: "On this page" }).getByRole("link", { name: "IMAX" }).click();
    await expect(page).toHaveURL(/\/en\/experiences#imax$/);
    const imax = page.getByRole("region", { name: "IMAX" });
    await expect(imax.getByRole("heading", { level: 3, name: "Cinemas with IMAX" })).toBeVisible();
    await expect(imax.getByRole("link", { name: "Cinélux Bastille" })).toHaveAttribute(
      "href",
      "/en/cinema/cinelux-paris-bastille",
    );
    await expect(imax.getByRole("link", { name: "Cinélux Confluence" })).toBeVisible();
    await expect(imax.getByRole("link", { name: "Cinélux Montparnasse" })).toHaveCount(0);
    await imax.getByRole("link", { name: /^All films in IMAX/ }).click();
    await expect(page).toHaveURL(/\/en\/movies\?technology=imax$/);
    await expect(page.getByRole("radio", { name: "IMAX" })).toBeChecked();
  });

  test("the Dutch domain shows its own cinemas, in Dutch", async ({ page, baseURL }) => {
    await page.goto(siteUrl(baseURL, "nl", "/nl/belevingen"));
    const imax = page.getByRole("region", { name: "IMAX" });
    await expect(imax.getByRole("heading", { level: 3, name: "Bioscopen met IMAX" })).toBeVisible();
    await expect(imax.getByRole("link", { name: "Cinélux Catharijne" })).toBeVisible();
    await expect(page.getByText(/Bastille|Paris/)).toHaveCount(0);
  });

  test("with moreFromCineluxMenuEnabled off it is the 404 page", async ({ page, baseURL }) => {
    const restore = await setFlag("fr", "moreFromCineluxMenuEnabled", false);
    try {
      const response = await page.goto(siteUrl(baseURL, "fr", "/fr/experiences"));
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Page introuvable" })).toBeVisible();
    } finally {
      await restore();
    }
    const back = await page.goto(siteUrl(baseURL, "fr", "/fr/experiences"));
    expect(back?.status()).toBe(200);
  });
});

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test(`the Movies and Experiences pages pass axe at ${name} width`, async ({ page, baseURL }) => {
    await page.setViewportSize(viewport);
    for (const [domain, path] of [
      ["fr", "/fr/films"],
      ["nl", "/nl/films?technology=imax"],
      ["fr", "/fr/experiences"],
      ["nl", "/nl/belevingen"],
    ] as const) {
      await page.goto(siteUrl(baseURL, domain, path));
      await expectNoAxeViolations(page);
    }
  });
}
