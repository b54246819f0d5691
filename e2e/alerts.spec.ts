import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, signInAs, siteUrl, test, VIEWPORTS } from "./fixtures.ts";

/**
 * Alerts (SPEC 4 "Alerts and blocked accounts", SPEC 9) against the real server:
 * GET /api/alerts?type=ec and GET /api/accounts/me/cards on the demo customers of the seed. One
 * toast at a time (SPEC 2.1): the account's own problem first, then the chain's warning, then its infos.
 */

/** A 1x1 GIF: a real image of a type the pass photo refuses (SPEC 5, error 10002). */
async function gifBytes(): Promise<Buffer> {
  return Buffer.from("R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==", "base64");
}

/** A 480x640 JPEG drawn on a canvas by the page's own browser. */
async function jpegBytes(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement("canvas");
    canvas.width = 480;
    canvas.height = 640;
    const context = canvas.getContext("2d");
    if (context) {
      context.fillStyle = "#c9b29b";
      context.fillRect(0, 0, 480, 640);
      context.fillStyle = "#6b4f3a";
      context.beginPath();
      context.ellipse(240, 280, 120, 160, 0, 0, Math.PI * 2);
      context.fill();
    }
    return canvas.toDataURL("image/jpeg", 0.85);
  });
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64");
}

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
    await expect(toast.getByRole("link", { name: "Payer maintenant" })).toHaveAttribute(
      "href",
      "/fr/subscription?pay=unpaid",
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

    // The toast's link: his invoices, each one a real PDF.
    await page.goto(siteUrl(baseURL, "fr", "/fr/subscription"));
    const download = page.waitForEvent("download");
    await page
      .getByRole("button", { name: /^Télécharger la facture .* en PDF$/ })
      .first()
      .click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.pdf$/);
    const path = await file.path();
    const bytes = await readFile(path);
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(bytes.length).toBeGreaterThan(1000);
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
    const dialog = page.getByRole("dialog", { name: "Mettre à jour ma photo" });
    await expect(dialog).toBeVisible();
    await expect(toast).not.toContainText("Votre photo a été refusée");

    // SPEC 5: checked in the browser before anything is sent — 10001 (size, in KB), then 10002 (type).
    const picker = dialog.getByLabel("Choisir un fichier");
    await picker.setInputFiles({
      name: "portrait.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.alloc(600 * 1024, 1),
    });
    await expect(dialog.getByRole("alert")).toHaveText("Votre photo dépasse la taille maximale de 500 Ko.");
    await expect(urgentToast(page)).toContainText("Votre photo n'a pas pu être enregistrée");
    await picker.setInputFiles({ name: "portrait.gif", mimeType: "image/gif", buffer: await gifBytes() });
    await expect(dialog.getByRole("alert")).toContainText(
      "Ce type de fichier n'est pas accepté. Formats acceptés :",
    );
    // The second refusal's toast replaces the first one's.
    await expect(urgentToast(page)).toContainText("Ce type de fichier n'est pas accepté.");

    // A real JPEG drawn by the browser: the server decodes it and it waits for a moderator (docs/staff.md
    // "Pass photos"): the pass stays blocked, the screen says the photo is being checked, and the
    // incorrect-photo toast does not come back while it waits.
    await picker.setInputFiles({
      name: "portrait.jpg",
      mimeType: "image/jpeg",
      buffer: await jpegBytes(page),
    });
    await expect(dialog).toBeHidden();
    await expect(politeToast(page)).toContainText("Votre photo est en cours de vérification");
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Mon abonnement" })).toBeVisible();
    await expect(page.getByText("Bloqué", { exact: true }).first()).toBeVisible();
    await expect(
      page.getByText("Merci, votre nouvelle photo est en cours de vérification.", { exact: false }),
    ).toBeVisible();
    await expect(page.locator(".toasts")).not.toContainText("Votre photo a été refusée");
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
