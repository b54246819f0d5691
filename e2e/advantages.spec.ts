import { setFlag } from "./database.ts";
import {
  expect,
  expectNoAxeViolations,
  signInAs,
  siteUrl,
  test,
  VIEWPORTS,
  waitForHydration,
} from "./fixtures.ts";

test.describe("advantages", () => {
  test("Camille reads her advantages and copies a code", async ({ page, baseURL, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await signInAs(page, baseURL, { domain: "fr", language: "fr", mail: "camille.martin@example.com" });
    await page.getByRole("button", { name: "Mon compte" }).click();
    await page.getByRole("dialog").getByRole("link", { name: "Mes avantages" }).click();
    await expect(page).toHaveURL(/\/fr\/advantages$/);
    await expect(page.getByRole("heading", { level: 1, name: "Mes avantages" })).toBeVisible();
    const items = page.getByRole("article");
    await expect(items).toHaveCount(3);
    await expect(items.first().getByRole("heading", { level: 2 })).toHaveText("Popcorn moyen offert");
    await expect(page.getByText("Boisson offerte")).toHaveCount(0);
    await items
      .first()
      .getByRole("button", { name: /Copier/ })
      .click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe("POP-7Q2X-91");
    for (const viewport of Object.values(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await expectNoAxeViolations(page);
    }
  });

  test("an operator switches Advantages off: its menu link goes and its page is not found, at the same URL", async ({
    page,
    baseURL,
  }) => {
    await signInAs(page, baseURL, { domain: "fr", language: "fr", mail: "camille.martin@example.com" });
    const restore = await setFlag("fr", "advantagesEnabled", false);
    try {
      await page.goto(siteUrl(baseURL, "fr", "/fr"));
      await waitForHydration(page);
      await page.getByRole("button", { name: "Mon compte" }).click();
      const dialog = page.getByRole("dialog");
      await expect(dialog.getByRole("link", { name: "Mes réservations" })).toBeVisible();
      await expect(dialog.getByRole("link", { name: "Mes avantages" })).toHaveCount(0);
      await page.keyboard.press("Escape");

      await page.goto(siteUrl(baseURL, "fr", "/fr/advantages"));
      await expect(page.getByRole("heading", { level: 1, name: "Page introuvable" })).toBeVisible();
      expect(new URL(page.url()).pathname).toBe("/fr/advantages");
    } finally {
      await restore();
    }
    await page.goto(siteUrl(baseURL, "fr", "/fr/advantages"));
    await expect(page.getByRole("heading", { level: 1, name: "Mes avantages" })).toBeVisible();
  });
});
