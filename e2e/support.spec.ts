import type { Page } from "@playwright/test";
import {
  expect,
  expectCaptchaSolved,
  expectNoAxeViolations,
  newContext,
  signInAs,
  siteUrl,
  test,
  VIEWPORTS,
} from "./fixtures.ts";
import { signInToStaff } from "./staff.ts";

/**
 * Support against the real server and the seed (docs/support.md): a visitor searches the
 * FAQ and opens an article; a customer opens a case with a photo, follows it in her messages,
 * receives the answer an agent writes in the staff app (signed in with password and code), answers
 * and closes it; every support page passes axe.
 */

/** A 320x240 JPEG drawn on a canvas by the page's own browser (the server re-encodes real images only). */
async function jpegBytes(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement("canvas");
    canvas.width = 320;
    canvas.height = 240;
    const context = canvas.getContext("2d");
    if (context) {
      context.fillStyle = "#3a6b8c";
      context.fillRect(0, 0, 320, 240);
      context.fillStyle = "#f2d16b";
      context.fillRect(100, 60, 120, 120);
    }
    return canvas.toDataURL("image/jpeg", 0.8);
  });
  return Buffer.from(dataUrl.split(",")[1] ?? "", "base64");
}

/** Theme, sub-theme and reason of SPEC 9's seeded taxonomy, by their French labels. */
async function chooseRefusedPhoto(page: Page) {
  await page.getByRole("combobox", { name: "Thème" }).selectOption({ label: "Carte et photo" });
  await page.getByRole("combobox", { name: "Sous-thème" }).selectOption({ label: "Photo de la carte" });
  await page.getByRole("combobox", { name: "Motif" }).selectOption({ label: "Photo refusée" });
}

test.describe("support", () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test("a visitor searches the FAQ by words and opens the article found", async ({ page, baseURL }) => {
    await page.goto(siteUrl(baseURL, "fr", "/fr/faq"));
    await page.getByRole("searchbox", { name: "Rechercher dans les questions" }).fill("PAUSE abonnement");
    await page.getByRole("button", { name: "Rechercher" }).click();
    await expect(page).toHaveURL(/\/fr\/faq\?q=PAUSE\+abonnement$/);
    const results = page.getByRole("region", { name: /réponses? pour « PAUSE abonnement »/ });
    const found = results.getByRole("link", { name: /Comment mettre mon abonnement en pause/ });
    await expect(found).toBeVisible();
    await found.click();
    await expect(page).toHaveURL(/#.+$/);
    const article = page
      .locator("details[open]")
      .filter({ hasText: "Comment mettre mon abonnement en pause" });
    await expect(article).toBeVisible();
    // A word in no article: said so, with the contact link still on the page.
    await page.goto(siteUrl(baseURL, "fr", "/fr/faq?q=xylophone"));
    await expect(
      page.getByRole("heading", {
        name: "Aucune réponse pour « xylophone ». Essayez d'autres mots, ou écrivez-nous.",
      }),
    ).toBeVisible();
  });

  test("camille.martin opens a case with a photo, gets an agent's answer, replies and closes it", async ({
    page,
    baseURL,
    browser,
  }) => {
    await signInAs(page, baseURL, {
      domain: "fr",
      language: "fr",
      mail: "camille.martin@example.com",
      path: "/fr/contact",
    });
    await expect(page.getByRole("heading", { level: 1, name: "Contacter le service client" })).toBeVisible();
    await chooseRefusedPhoto(page);
    await expect(page.getByRole("region", { name: "Cela répond peut-être à votre question" })).toBeVisible();
    await page.getByRole("textbox", { name: "Objet" }).fill("Ma photo est refusée");
    await page
      .getByRole("textbox", { name: /^Message/ })
      .fill("Ma nouvelle photo a été refusée hier, voici celle que j'ai envoyée.");
    await page.getByRole("combobox", { name: /Cinéma concerné/ }).selectOption({ index: 1 });
    await page.getByLabel(/^Pièces jointes/).setInputFiles({
      name: "photo.jpg",
      mimeType: "image/jpeg",
      buffer: await jpegBytes(page),
    });
    await expect(page.getByRole("list", { name: "Fichiers joints" }).getByRole("listitem")).toHaveCount(1);
    await expectCaptchaSolved(page);
    await page.getByRole("button", { name: "Envoyer ma demande" }).click();

    // SPEC 4: success leads to the messages, the new case among the open ones.
    await expect(page.getByRole("heading", { level: 1, name: "Mes messages" })).toBeVisible();
    await expect(page).toHaveURL(/\/fr\/messages$/);
    const openCases = page.getByRole("region", { name: /^Demandes en cours/ });
    await openCases.getByRole("link", { name: /Ma photo est refusée/ }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Ma photo est refusée" })).toBeVisible();
    await expect(page.getByRole("button", { name: /^Télécharger photo/ })).toBeVisible();
    const number = (
      await page.locator(".messages__case-header .messages__meta").first().textContent()
    )?.match(/C-\d{4}-\d{6}/)?.[0];
    expect(number).toBeTruthy();

    // The chain's side: an agent signs in to the staff app (password, then the code) and answers.
    // Its own browser context: a browser holds one provider session, and camille keeps hers.
    const agent = await (await newContext(browser)).newPage();
    await signInToStaff(agent, baseURL, "agent", "/staff/fr/support");
    await expect(agent.getByRole("heading", { level: 1, name: "Support" })).toBeVisible();
    await agent.getByRole("link", { name: "Ma photo est refusée" }).click();
    await expect(agent.getByRole("heading", { level: 1, name: `Demande ${number}` })).toBeVisible();
    await expect(agent.getByText("Ma nouvelle photo a été refusée hier")).toBeVisible();
    await agent
      .getByRole("textbox", { name: "Votre réponse" })
      .fill("Bonjour, votre visage était coupé : une photo de face suffira.");
    await agent.getByRole("button", { name: "Envoyer la réponse" }).click();
    await expect(agent.getByText("Réponse envoyée au client.")).toHaveAttribute("role", "status");
    await expect(agent.getByRole("list").getByText(/votre visage était coupé/)).toBeVisible();
    await agent.context().close();

    await page.goto(siteUrl(baseURL, "fr", "/fr/messages"));
    const item = page
      .getByRole("region", { name: /^Demandes en cours/ })
      .getByRole("listitem")
      .filter({ hasText: "Ma photo est refusée" });
    await expect(item).toContainText("1 nouvelle réponse");
    await item.getByRole("link").click();
    const thread = page.getByRole("list", { name: "Échanges" });
    await expect(thread.getByRole("listitem").last()).toContainText("Service client Cinélux");
    await expect(thread).toContainText("votre visage était coupé");

    await page.getByRole("textbox", { name: "Votre réponse" }).fill("Merci, j'en envoie une nouvelle.");
    await page.getByRole("button", { name: "Envoyer", exact: true }).click();
    await expect(thread.getByRole("listitem").last()).toContainText("Merci, j'en envoie une nouvelle.");

    await page.getByRole("button", { name: "Clôturer la demande" }).click();
    await page
      .getByRole("dialog", { name: "Clôturer cette demande ?" })
      .getByRole("button", { name: "Clôturer" })
      .click();
    await expect(
      page.getByText("Cette demande est clôturée : elle ne reçoit plus de message."),
    ).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Votre réponse" })).toHaveCount(0);
  });

  test("the contact, messages and FAQ pages pass axe at 1280 and 390 px", async ({ page, baseURL }) => {
    await signInAs(page, baseURL, {
      domain: "fr",
      language: "fr",
      mail: "camille.martin@example.com",
      path: "/fr/contact",
    });
    await expect(page.getByRole("heading", { level: 1, name: "Contacter le service client" })).toBeVisible();
    await chooseRefusedPhoto(page);
    await expect(page.getByRole("region", { name: "Cela répond peut-être à votre question" })).toBeVisible();
    await expectCaptchaSolved(page);
    for (const viewport of Object.values(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await expectNoAxeViolations(page);
    }
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto(siteUrl(baseURL, "fr", "/fr/messages"));
    await expect(page.getByRole("heading", { level: 1, name: "Mes messages" })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    for (const viewport of Object.values(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await expectNoAxeViolations(page);
    }
    // Her demo open case (packages/demo/src/support.ts): the conversation with the chain's answer.
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.getByRole("link", { name: /Prélevé deux fois ce mois-ci/ }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Prélevé deux fois ce mois-ci" })).toBeVisible();
    for (const viewport of Object.values(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await expectNoAxeViolations(page);
    }
    for (const path of ["/fr/faq", "/fr/faq?q=billet"]) {
      await page.goto(siteUrl(baseURL, "fr", path));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      for (const viewport of Object.values(VIEWPORTS)) {
        await page.setViewportSize(viewport);
        await expectNoAxeViolations(page);
      }
    }
  });
});
