import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, signInAs, siteUrl, test, VIEWPORTS } from "./fixtures.ts";

/**
 * Issue 10 "Alerts" (SPEC 4 "Alerts and blocked accounts", SPEC 9) against the real server:
 * GET /api/alerts?type=ec and GET /api/accounts/me/cards on the demo customers of the seed. One
 * toast at a time (SPEC 2.1): the account's own problem first, then the chain's warning, then its infos.
 */

/** The toast regions: infos announced politely, warnings (error style) at once. */
function politeToast(page: Page) {
  return page.locator(".toasts").getByRole("status");
}

function urgentToast(page: Page) {
  return page.locator(".toasts").getByRole("alert");
}

test.describe("alerts and account toasts", () => {
  test("hugo.durand sees the unpaid alert first, its link to his invoices, then the chain's warning", async ({
    page,
    baseURL,
  }) => {
    await signInAs(page, baseURL, { domain: "fr", language: "fr", mail: "hugo.durand@example.com" });
    const toast = politeToast(page);
    await expect(toast).toContainText("Un paiement est en attente");
    await expect(toast.getByRole("link", { name: "Voir mes factures" })).toHaveAttribute(
      "href",
      "/fr/subscription",
    );
    for (const viewport of Object.values(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await expectNoAxeViolations(page);
    }
    // Keyboard: the close button takes the focus and Enter closes the toast; the next one shows.
    await toast.getByRole("button", { name: "Fermer la notification" }).focus();
    await page.keyboard.press("Enter");
    await expect(urgentToast(page)).toContainText("Maintenance du site");
    await expect(toast).toHaveText("");
  });

  test("lea.moreau sees the incorrect_photo toast; its call to action opens the photo upload", async ({
    page,
    baseURL,
  }) => {
    await signInAs(page, baseURL, { domain: "fr", language: "fr", mail: "lea.moreau@example.com" });
    const toast = politeToast(page);
    await expect(toast).toContainText("Votre photo a été refusée");
    for (const viewport of Object.values(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await expectNoAxeViolations(page);
    }
    await toast.getByRole("link", { name: "Mettre à jour ma photo" }).click();
    await expect(page).toHaveURL(/\/fr\/subscription\?photo=1$/);
    // The subscription screen opens its photo upload from `?photo=1`.
    await expect(page.getByRole("dialog", { name: "Mettre à jour ma photo" })).toBeVisible();
    await expect(toast).not.toContainText("Votre photo a été refusée");
  });

  test("a dismissed alert stays hidden after a reload; the next one shows", async ({ page, baseURL }) => {
    // camille.martin: an active pass, no problem of her own: the chain's warning comes first.
    await signInAs(page, baseURL, { domain: "fr", language: "fr", mail: "camille.martin@example.com" });
    const warning = urgentToast(page);
    await expect(warning).toContainText("Maintenance du site");
    await warning.getByRole("button", { name: "Fermer la notification" }).click();
    // A subscriber: the subscribers' info, not the customers' one.
    await expect(politeToast(page)).toContainText("réservez vos séances Cinépass");
    await page.reload();
    await expect(politeToast(page)).toContainText("réservez vos séances Cinépass");
    await expect(warning).toHaveText("");
  });

  test("sanne.devries reads the alerts in Dutch", async ({ page, baseURL }) => {
    await signInAs(page, baseURL, { domain: "nl", language: "nl", mail: "sanne.devries@example.com" });
    await expect(urgentToast(page)).toContainText("Onderhoud van de site");
    await urgentToast(page).getByRole("button", { name: "Melding sluiten" }).click();
    await expect(politeToast(page)).toContainText("Cinépass-voorstellingen");
    expect(new URL(page.url()).hostname).toBe(new URL(siteUrl(baseURL, "nl", "/")).hostname);
  });
});
