import { expect, signInAs, siteUrl, test } from "./fixtures.ts";

test.describe("languages and domains", () => {
  test("Sanne opens nl.localhost/fr and lands on /nl, then reads her advantages in English", async ({
    page,
    baseURL,
  }) => {
    // fr is no language of the Dutch domain: the server sends /fr to /nl before anything else, so
    // the sign-in page is already Dutch.
    await signInAs(page, baseURL, {
      domain: "nl",
      language: "nl",
      mail: "sanne.devries@example.com",
      path: "/fr",
    });
    await expect(page).toHaveURL(/\/\/nl\.localhost(:\d+)?\/nl$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "nl");

    await page.goto(siteUrl(baseURL, "nl", "/fr/advantages"));
    await expect(page).toHaveURL(/\/nl\/advantages$/);
    await expect(page.getByRole("article").first().getByRole("heading", { level: 2 })).toHaveText(
      /Gratis popcorn|Duo-korting op dinsdag/,
    );

    await page.goto(siteUrl(baseURL, "nl", "/en/advantages"));
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    const names = page.getByRole("article").getByRole("heading", { level: 2 });
    await expect(names).toHaveText(["Free popcorn", "Tuesday duo deal"]);
  });

  test("the language-less not-found page of the Dutch domain is Dutch", async ({ page, baseURL }) => {
    const response = await page.goto(siteUrl(baseURL, "nl", "/bestaat-niet"));
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "nl");
    await expect(page).toHaveTitle("Pagina niet gevonden | Cinélux");
    await expect(page.getByRole("heading", { level: 1, name: "Pagina niet gevonden" })).toBeVisible();

    // An unknown language stays the 404 it was.
    const unknown = await page.goto(siteUrl(baseURL, "nl", "/xx"));
    expect(unknown?.status()).toBe(404);

    // The catch-all route: the not-found page with the light footer, in Dutch.
    const catchAll = await page.goto(siteUrl(baseURL, "nl", "/bestaat/niet"));
    expect(catchAll?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Pagina niet gevonden" })).toBeVisible();
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("button", { name: "Privacyvoorkeuren" })).toBeVisible();
    await expect(footer.getByRole("button", { name: "Nederlands, NL" })).toHaveCount(0);
  });
});
