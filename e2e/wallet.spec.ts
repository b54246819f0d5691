import { readFile } from "node:fs/promises";
import type { Browser, Page } from "@playwright/test";
import {
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
  VIEWPORTS,
} from "./fixtures.ts";

/**
 * The wallet and tickets against the real server and the seed (README "Demo wallet"): a
 * customer adds a gift card from the chain's stock, offers a prepaid card and takes the offer back,
 * offers it to another demo customer who claims it from the mail, resends a ticket and finds the
 * mail with its calendar file, cancels a refundable ticket; every wallet page passes axe.
 */

/** The newest mail of the dev mailbox to `recipient` whose subject matches, opened in a new tab. */
async function openMail(page: Page, baseURL: string | undefined, recipient: string, subject: RegExp) {
  const mailbox = await page.context().newPage();
  await mailbox.goto(new URL("/dev/mailbox", baseURL).toString());
  const item = mailbox
    .getByRole("listitem")
    .filter({ hasText: recipient })
    .filter({ hasText: subject })
    .first();
  await expect(item).toBeVisible();
  return { mailbox, item };
}

function card(page: Page, name: string) {
  return page.getByRole("article", { name });
}

async function signInWallet(page: Page, baseURL: string | undefined, mail: string) {
  await signInAs(page, baseURL, { domain: "fr", language: "fr", mail, path: "/fr/tickets" });
  await expect(page.getByRole("heading", { level: 1, name: "Mon portefeuille" })).toBeVisible();
}

/** Sanne opens the claim link of the mail in a browser of her own and signs in there. */
async function claimAs(browser: Browser, link: string, mail: string): Promise<Page> {
  const context = await newContext(browser, { viewport: VIEWPORTS.desktop });
  const page = await context.newPage();
  await page.goto(link);
  await signInOnProvider(page, mail, DEMO_PASSWORD, LABELS.fr);
  return page;
}

test.describe("the wallet", () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test("camille.martin adds a gift card from its number, pin and captcha", async ({ page, baseURL }) => {
    await signInWallet(page, baseURL, "camille.martin@example.com");
    await page.getByRole("button", { name: "Ajouter une carte" }).click();
    const dialog = page.getByRole("dialog", { name: "Ajouter à mon portefeuille" });
    await dialog.getByLabel("Carte cadeau").check();
    await dialog.getByLabel("Numéro de la carte").fill("6320 0000 0000 0101");
    // A wrong pin: one answer for every wrong guess, shown as the add-to-wallet failure.
    await dialog.getByLabel("Code PIN").fill("000000");
    await expectCaptchaSolved(page.getByRole("dialog"));
    await dialog.getByRole("button", { name: "Ajouter" }).click();
    await expect(page.locator(".toasts").getByRole("alert")).toContainText("Carte non ajoutée");
    await expectCaptchaSolved(page.getByRole("dialog"));
    await dialog.getByLabel("Code PIN").fill("482913");
    await dialog.getByRole("button", { name: "Ajouter" }).click();
    await expect(dialog).toBeHidden();
    const added = card(page, "Carte cadeau Cinélux");
    await expect(added).toContainText("6320 0000 0000 0101");
    await expect(added).toContainText("Disponible");
  });

  test("camille.martin offers her MovieCard 50, takes it back, then offers it to sanne.devries who claims it from the mail", async ({
    page,
    browser,
    baseURL,
  }) => {
    await signInWallet(page, baseURL, "camille.martin@example.com");
    const movieCard = card(page, "MovieCard 50 places");

    // Offered to Noah, then taken back before he claims it.
    await movieCard.getByRole("button", { name: "Offrir à un proche" }).click();
    let dialog = page.getByRole("dialog", { name: "Offrir cette carte" });
    await dialog.getByLabel("E-mail de votre proche").fill("noah.jansen@example.com");
    await expectCaptchaSolved(page.getByRole("dialog"));
    await dialog.getByRole("button", { name: "Offrir la carte" }).click();
    await expect(dialog).toBeHidden();
    await expect(movieCard).toContainText("Offerte à noah.jansen@example.com");
    await movieCard.getByRole("button", { name: "Annuler l'offre" }).click();
    dialog = page.getByRole("dialog", { name: "Annuler l'offre" });
    await expectCaptchaSolved(page.getByRole("dialog"));
    await dialog.getByRole("button", { name: "Reprendre ma carte" }).click();
    await expect(dialog).toBeHidden();
    await expect(movieCard).not.toContainText("Offerte à");
    await expect(movieCard.getByRole("button", { name: "Offrir à un proche" })).toBeVisible();

    // Offered to Sanne, who claims it from the mail.
    await movieCard.getByRole("button", { name: "Offrir à un proche" }).click();
    dialog = page.getByRole("dialog", { name: "Offrir cette carte" });
    await dialog.getByLabel("E-mail de votre proche").fill("sanne.devries@example.com");
    await expectCaptchaSolved(page.getByRole("dialog"));
    await dialog.getByRole("button", { name: "Offrir la carte" }).click();
    await expect(movieCard).toContainText("Offerte à sanne.devries@example.com");

    const { mailbox, item } = await openMail(
      page,
      baseURL,
      "sanne.devries@example.com",
      /Une carte de cinéma vous est offerte/,
    );
    await item.getByRole("link", { name: /Une carte de cinéma vous est offerte/ }).click();
    const link = await mailbox.locator('a[href*="/fr/tickets?claim="]').first().getAttribute("href");
    expect(link).toBeTruthy();
    await mailbox.close();

    const sanne = await claimAs(browser, link ?? "", "sanne.devries@example.com");
    await expect(
      sanne.getByRole("heading", { name: "Camille vous a offert une carte 50 places" }),
    ).toBeVisible();
    await expect(card(sanne, "MovieCard 50 places")).toContainText("6310 0000 0000 0013");
    expect(new URL(sanne.url()).search).toBe("");
    await sanne.context().close();

    // The card has left Camille's wallet.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Mon portefeuille" })).toBeVisible();
    await expect(card(page, "MovieCard 20 places")).toBeVisible();
    await expect(card(page, "MovieCard 50 places")).toHaveCount(0);
  });

  test("camille.martin resends a ticket by mail and finds it with its calendar file, then cancels a refundable ticket", async ({
    page,
    baseURL,
  }) => {
    await signInWallet(page, baseURL, "camille.martin@example.com");
    const tickets = page.getByRole("region", { name: "Mes billets" }).getByRole("article");
    const refundable = tickets
      .filter({ has: page.getByRole("button", { name: "Annuler ce billet" }) })
      .first();
    const title = (await refundable.getByRole("heading", { level: 3 }).textContent()) ?? "";
    expect(title).not.toBe("");

    await refundable.getByRole("button", { name: "Recevoir par e-mail" }).click();
    const resend = page.getByRole("dialog", { name: "Recevoir mon billet par e-mail" });
    await expect(resend.getByLabel("Adresse e-mail")).toHaveValue("camille.martin@example.com");
    await resend.getByRole("button", { name: "Envoyer" }).click();
    await expect(resend).toBeHidden();
    await expect(page.getByText("Billet envoyé à camille.martin@example.com.")).toBeVisible();

    const { mailbox, item } = await openMail(
      page,
      baseURL,
      "camille.martin@example.com",
      new RegExp(`Votre billet pour ${title}`),
    );
    const calendar = item.getByRole("link", { name: /\.ics$/ });
    await expect(calendar).toBeVisible();
    const download = mailbox.waitForEvent("download");
    await calendar.click();
    const ics = await readFile(await (await download).path(), "utf8");
    expect(ics).toContain("BEGIN:VCALENDAR");
    expect(ics).toContain("BEGIN:VEVENT");
    await expect(item.getByRole("link", { name: /\.png$/ })).toBeVisible();
    await mailbox.close();

    const before = await tickets.count();
    await refundable.getByRole("button", { name: "Annuler ce billet" }).click();
    const cancel = page.getByRole("dialog", { name: "Annuler ce billet" });
    await expect(cancel).toContainText("vous seront remboursés");
    await cancel.getByRole("button", { name: "Confirmer l'annulation" }).click();
    await expect(cancel).toBeHidden();
    await expect(
      page.getByText(`Billet pour ${title} annulé : le remboursement est en cours.`),
    ).toBeVisible();
    await expect(tickets).toHaveCount(before - 1);

    const refund = await openMail(
      page,
      baseURL,
      "camille.martin@example.com",
      /Annulation et remboursement de votre billet/,
    );
    await refund.mailbox.close();
  });

  test("the wallet, goodies and history pages pass axe at 1280 and 390 px", async ({
    page,
    baseURL,
    browser,
  }) => {
    await signInWallet(page, baseURL, "camille.martin@example.com");
    for (const path of ["/fr/tickets", "/fr/vouchers", "/fr/history"]) {
      await page.goto(siteUrl(baseURL, "fr", path));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      for (const viewport of Object.values(VIEWPORTS)) {
        await page.setViewportSize(viewport);
        await expectNoAxeViolations(page);
      }
      await page.setViewportSize(VIEWPORTS.desktop);
    }
    // The session's share link (SPEC 7), opened by a friend without an account.
    const shared = await page.evaluate(async () => {
      const key = Object.keys(sessionStorage).find((name) => name.startsWith("cinelux.identity."));
      const token = key
        ? (JSON.parse(sessionStorage.getItem(key) ?? "{}") as { access_token?: string }).access_token
        : "";
      const response = await fetch("/api/ec/ebillet?language=fr", {
        headers: { authorization: `Bearer ${token}` },
      });
      const [ticket] = (await response.json()) as { cinema: { id: string }; session: { id: string } }[];
      return ticket ? `/fr/V${ticket.cinema.id}S${ticket.session.id}/booking` : "";
    });
    expect(shared).not.toBe("");
    const friend = await newContext(browser);
    const friendPage = await friend.newPage();
    for (const viewport of Object.values(VIEWPORTS)) {
      await friendPage.setViewportSize(viewport);
      await friendPage.goto(siteUrl(baseURL, "fr", shared));
      await expect(friendPage.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolations(friendPage);
    }
    await friend.close();

    // The full-screen code at the cinema's entrance.
    await page.goto(siteUrl(baseURL, "fr", "/fr/tickets"));
    await page.getByRole("button", { name: "Afficher en plein écran" }).first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
  });
});
