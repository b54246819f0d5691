import type { Page } from "@playwright/test";
import { copyDemoCustomer } from "./database.ts";
import {
  cinemaToday,
  DEMO_PASSWORD,
  expect,
  expectCaptchaSolved,
  expectNoAxeViolations,
  LABELS,
  newContext,
  signInAs,
  signInOnProvider,
  siteUrl,
  test,
  waitForHydration,
} from "./fixtures.ts";

/**
 * Paying on the site against the real server and its built-in payment provider (docs/domain/
 * payments.md): in this server, on localhost, the provider's hosted page is the server's own
 * `/dev/pay/{id}`, one button per outcome; it sends the payer back to the order page and the webhook
 * follows a few milliseconds later. Each journey pays as a customer of its own (copyDemoCustomer):
 * a payment changes its customer for good, and other specs rely on hugo's unpaid pass and on noah
 * without one.
 *
 * The fixtures' HTML checker reads the provider's page and the dev mailbox like any other page (they
 * are this server's HTML, and valid): nothing to skip. Axe runs on the site's pages only: the
 * provider's page stands in for Mollie's hosted page, which the customer meets in production and we
 * do not build (axe finds nothing on the stand-in either).
 */

/** On the provider's page: the method, then the outcome's button; resolves back on the site's order page. */
async function payOnProvider(page: Page, outcome: string, method?: string): Promise<void> {
  await page.waitForURL(/\/dev\/pay\//);
  if (method) {
    await page.getByRole("radio", { name: method }).check();
  }
  await page.getByRole("button", { name: outcome, exact: true }).click();
  await page.waitForURL(/\/orders\/[0-9a-f-]{36}$/);
}

test.describe("paying on the site", () => {
  test("a Dutch customer without a pass chooses a Cinépass, pays by iDEAL and holds the pass", async ({
    page,
    baseURL,
  }) => {
    const mail = await copyDemoCustomer("noah.jansen@example.com", "noah.jansen");
    // The public Subscription page's "Choose" leads to the sign-up, through the sign-in.
    await page.goto(siteUrl(baseURL, "nl", "/nl/abonnement"));
    await page.getByRole("link", { name: "Kies Cinépass", exact: true }).click();
    await signInOnProvider(page, mail, DEMO_PASSWORD, LABELS.nl);
    await page.waitForURL(/\/nl\/subscribe\?plan=CINEPASS$/);
    await expect(page.getByRole("heading", { level: 1, name: "Abonnement afsluiten" })).toBeVisible();
    // The contract's billing day: the start's day, or the 1st for a start on the 29th to 31st.
    const day = Number(cinemaToday().slice(8, 10));
    await expect(
      page.getByText(
        new RegExp(`^Op de ${day <= 28 ? day : 1}e van elke maand, vanaf \\d{1,2} \\S+ \\d{4}\\.$`),
      ),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel("Ik heb de algemene verkoop- en abonnementsvoorwaarden gelezen").check();
    await page.getByRole("button", { name: "Betalen en activeren" }).click();

    await payOnProvider(page, "Betaald", "iDEAL");
    expect(new URL(page.url()).hostname).toBe("nl.localhost");
    await expect(
      page.getByRole("heading", { level: 1, name: "Bedankt, je betaling is ontvangen" }),
    ).toBeVisible();
    await expect(page.getByRole("rowheader", { name: "Cinépass" })).toBeVisible();
    await expectNoAxeViolations(page);

    // The pass is his: its card with the code to show at the cinema, active.
    await page.getByRole("link", { name: "Mijn abonnement bekijken" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Mijn abonnement" })).toBeVisible();
    await expect(page.getByText("Actief", { exact: true })).toBeVisible();
    await expect(page.getByRole("img", { name: /^Scancode van kaart nr\./ })).toBeVisible();
  });

  test("hugo's twin pays his unpaid invoice from the unpaid toast, and the alert is gone", async ({
    page,
    baseURL,
    browser,
  }) => {
    const mail = await copyDemoCustomer("hugo.durand@example.com", "hugo.durand");
    await signInAs(page, baseURL, { domain: "fr", language: "fr", mail });
    const toast = page.locator(".toasts").getByRole("status");
    await expect(toast).toContainText("Un paiement est en attente");
    await toast.getByRole("link", { name: "Payer maintenant" }).click();
    await expect(page).toHaveURL(/\/fr\/subscription\?pay=unpaid$/);
    await expect(page.getByText("Impayé", { exact: true })).toBeVisible();
    // The link only shows what is owed: the payment starts on the invoice's own button.
    await page.getByRole("button", { name: /^Payer maintenant la facture / }).click();

    await payOnProvider(page, "Payé");
    await expect(
      page.getByRole("heading", { level: 1, name: "Merci, votre paiement est bien reçu" }),
    ).toBeVisible();
    await page.getByRole("link", { name: "Voir mon abonnement" }).click();
    await expect(page.getByText("Actif", { exact: true })).toBeVisible();
    await expect(page.getByText("Impayé", { exact: true })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^Payer maintenant la facture / })).toHaveCount(0);
    // A new visit: the account's own problem would come first; the chain's warning does now.
    const context = await newContext(browser);
    const later = await context.newPage();
    await signInAs(later, baseURL, { domain: "fr", language: "fr", mail });
    await expect(later.locator(".toasts").getByRole("alert")).toContainText("Maintenance du site");
    await expect(later.getByText("Un paiement est en attente")).toHaveCount(0);
    await context.close();
  });

  test("a guest cancels on the payment page, tries again and gives a friend a gift card she adds to her wallet", async ({
    page,
    baseURL,
    browser,
  }) => {
    const friend = await copyDemoCustomer("emma.petit@example.com", "emma.petit");
    const buy = siteUrl(baseURL, "fr", "/fr/buy?item=GIFT_CARD");
    const fill = async () => {
      await waitForHydration(page);
      await page.getByRole("button", { name: "50,00 €", exact: true }).click();
      await page.getByLabel("Votre adresse e-mail").fill("guest.giver@example.com");
      await page.getByLabel("C'est pour offrir").check();
      await page.getByLabel("Adresse e-mail du destinataire").fill(friend);
      await page.getByLabel("Nom du destinataire").fill("Emma");
      await page.getByLabel("Votre message").fill("Bonne séance !");
      // The send day is today by default: the card goes out as soon as it is paid.
      await expect(page.getByLabel("Date d'envoi")).toHaveValue(cinemaToday());
      await page.getByRole("button", { name: "Payer 50,00 €" }).click();
    };
    await page.goto(buy);
    await expectNoAxeViolations(page);
    await fill();

    // Canceled on the provider's page: nothing was charged, and "Try again" leads back to the purchase.
    await payOnProvider(page, "Annulé");
    await expect(page.getByRole("heading", { level: 1, name: "Le paiement a été annulé" })).toBeVisible();
    await expect(page.getByText("Rien n'a été débité. Vous pouvez réessayer.")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Réessayer" }).click();
    await expect(page).toHaveURL(buy);

    await fill();
    await payOnProvider(page, "Payé", "Bancontact");
    await expect(page.getByText(`Envoyée à ${friend} le `)).toBeVisible();

    // The friend's mail, with the card's number and pin.
    const mailbox = await page.context().newPage();
    await mailbox.goto(new URL("/dev/mailbox", baseURL).toString());
    // The mail sent to the friend (the buyer's receipt names the friend too, in its subject).
    await mailbox
      .getByRole("listitem")
      .filter({ hasText: ` — ${friend} — ` })
      .getByRole("link")
      .first()
      .click();
    await expect(mailbox.getByText("Son message : « Bonne séance ! »")).toBeVisible();
    const number =
      (
        await mailbox
          .getByRole("row", { name: /^Numéro de carte/ })
          .getByRole("cell")
          .last()
          .textContent()
      )?.trim() ?? "";
    const pin =
      (
        await mailbox
          .getByRole("row", { name: /^Code PIN/ })
          .getByRole("cell")
          .last()
          .textContent()
      )?.trim() ?? "";
    expect(number).toMatch(/^6320( \d{4}){3}$/);
    expect(pin).toMatch(/^\d{6}$/);
    await mailbox.close();

    // Signed in as the friend, in a browser of her own: the existing "Add a card" flow.
    const context = await newContext(browser);
    const wallet = await context.newPage();
    await signInAs(wallet, baseURL, { domain: "fr", language: "fr", mail: friend, path: "/fr/tickets" });
    await wallet.getByRole("button", { name: "Ajouter une carte" }).click();
    const dialog = wallet.getByRole("dialog", { name: "Ajouter à mon portefeuille" });
    await dialog.getByLabel("Carte cadeau").check();
    await dialog.getByLabel("Numéro de la carte").fill(number);
    await dialog.getByLabel("Code PIN").fill(pin);
    await expectCaptchaSolved(dialog);
    await dialog.getByRole("button", { name: "Ajouter" }).click();
    await expect(dialog).toBeHidden();
    const card = wallet.getByRole("article", { name: "Carte cadeau Cinélux" }).filter({ hasText: number });
    await expect(card).toContainText("Disponible");
    await expect(card).toContainText("50,00 €");
    await context.close();
  });
});
