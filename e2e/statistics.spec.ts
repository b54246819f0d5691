import { expect, expectNoAxeViolations, signInAs, siteUrl, test, VIEWPORTS } from "./fixtures.ts";

/**
 * A customer sees her statistics and a recommendation that cites its reason, against the real
 * server and the seed: camille.martin's year of sessions (docs/domain/statistics.md) and her
 * suggestions at her favourite cinemas. Read only: nothing is changed for the other journeys.
 */
test.describe("statistics and recommendations", () => {
  test("camille sees her figures, a chart and its table, and suggestions that say why", async ({
    page,
    baseURL,
  }) => {
    await signInAs(page, baseURL, {
      domain: "fr",
      language: "fr",
      mail: "camille.martin@example.com",
      path: "/fr/statistics",
    });
    await expect(page.getByRole("heading", { level: 1, name: "Mes statistiques" })).toBeVisible();
    const sessions = page
      .getByRole("term")
      .filter({ hasText: /^Séances vues$/ })
      .locator("xpath=following-sibling::dd");
    expect(Number(await sessions.textContent())).toBeGreaterThanOrEqual(25);

    const months = page.getByRole("figure", { name: "Séances par mois" });
    await expect(months.getByRole("img")).toHaveAttribute("aria-label", /le mois le plus chargé/);
    await months.getByText("Voir les chiffres en tableau").click();
    const table = months.getByRole("table");
    await expect(table).toBeVisible();
    await expect(table.getByRole("row")).toHaveCount(13);
    await expect(page.getByRole("heading", { level: 2, name: /^Votre année \d{4}$/ })).toBeVisible();
    for (const viewport of Object.values(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await expectNoAxeViolations(page);
    }

    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto(siteUrl(baseURL, "fr", "/fr/recommendations"));
    await expect(page.getByRole("heading", { level: 1, name: "Recommandations" })).toBeVisible();
    const cards = page.getByRole("article");
    await expect(cards.first()).toBeVisible();
    // Each suggestion says why: her wishes, The Kid she loved, or what Lucas liked (the seed).
    await expect(
      cards
        .filter({ hasText: /Parce que vous avez aimé Le Kid|Sur votre liste d’envies|Lucas a aimé/ })
        .first(),
    ).toBeVisible();
    const first = cards.first().getByRole("heading", { level: 2 }).getByRole("link");
    await expect(first).toHaveAttribute("href", /\/fr\/(films|evenements)\/[a-z0-9-]+$/);
    for (const viewport of Object.values(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await expectNoAxeViolations(page);
    }
  });
});
