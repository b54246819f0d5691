import { randomBytes } from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import { copyDemoCustomer } from "./database.ts";
import {
  cinemaToday,
  expect,
  expectNoAxeViolations,
  signInAs,
  siteUrl,
  test,
  VIEWPORTS,
  waitForHydration,
} from "./fixtures.ts";

/**
 * The booking tunnel against the real server (docs/domain/booking.md, docs/screens/booking.md): from
 * a show page's session to the e-ticket, paid on the built-in provider's page `/dev/pay/{id}` (docs/
 * domain/payments-test-mode.md) or confirmed at once at 0 €.
 *
 * Each journey books tomorrow's sessions (never one about to start, whatever the hour the run starts
 * at), each on a show of its own, and a retry takes the next session of the day: a first attempt's
 * seats stay held or sold, and the journeys pick seats by name.
 */

/** Tomorrow's sessions of a show: the page the journeys start from. */
function showDay(path: string): string {
  return `${path}?day=${cinemaToday(1)}`;
}

/**
 * The `nth` session of the show page (one item of a cinema's session list) whose "Book" link's name
 * matches `name` and that carries no premium format (no format icon): a pass seat there costs 0 €,
 * whatever hall the day's schedule gives.
 */
function standardSession(page: Page, name: RegExp, nth: number): Locator {
  return page
    .locator("li.show-session")
    .filter({ has: page.getByRole("link", { name }) })
    .filter({ hasNot: page.getByRole("img") })
    .nth(nth)
    .getByRole("link", { name });
}

/** The element that has the focus now is `target`. */
function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement);
}

/** Presses Tab until `target` has the focus: the way a keyboard user reaches it, no click. */
async function tabTo(page: Page, target: Locator, limit = 150): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < limit; presses += 1) {
    if (await isFocused(target)) {
      return;
    }
    await page.keyboard.press("Tab");
  }
  expect(await isFocused(target), `Tab reached ${target} within ${limit} presses`).toBe(true);
}

/** axe on the page at the desktop width, then at the phone width, and back. */
async function expectNoAxeViolationsOnBothWidths(page: Page): Promise<void> {
  await expectNoAxeViolations(page);
  await page.setViewportSize(VIEWPORTS.mobile);
  await expectNoAxeViolations(page);
  await page.setViewportSize(VIEWPORTS.desktop);
}

/** On the provider's page: the method, then the outcome's button; resolves back on the site's order page. */
async function payOnProvider(page: Page, outcome: string, method?: string): Promise<void> {
  await page.waitForURL(/\/dev\/pay\//);
  if (method) {
    await page.getByRole("radio", { name: method }).check();
  }
  await page.getByRole("button", { name: outcome, exact: true }).click();
  await page.waitForURL(/\/orders\/[0-9a-f-]{36}$/);
}

/** The value of a seat's ticket option whose words start with `words` (a card's option names the card). */
/** The first option of a group of a seat's list: a card of that kind ("Sur mon abonnement"). */
async function groupOptionValue(select: Locator, group: string): Promise<string> {
  const option = select.locator(`optgroup[label="${group}"] option`).first();
  await expect(option).toBeAttached();
  return (await option.getAttribute("value")) ?? "";
}

test.describe("booking a session", () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test("a guest books two seats with the keyboard alone, receives the ticket by mail and cancels it from the mail's link", async ({
    page,
    baseURL,
  }, testInfo) => {
    const guest = `guest.${randomBytes(4).toString("hex")}@example.com`;
    await page.goto(siteUrl(baseURL, "fr", showDay("/fr/films/metropolis")));
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: "Metropolis" })).toBeVisible();

    // The show page's "Book" next to a session time, reached by Tab and opened with Enter.
    const book = page.getByRole("link", { name: /^Réserver la séance de \d{2}:\d{2}, / }).nth(testInfo.retry);
    await tabTo(page, book, 300);
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/fr\/reserver\/[^/?]+$/);
    await expect(page.getByRole("heading", { level: 1, name: "Metropolis" })).toBeVisible();
    const grid = page.getByRole("grid", { name: /^Places de la salle / });
    await expect(grid).toBeVisible();
    await waitForHydration(page);
    await expectNoAxeViolationsOnBothWidths(page);

    // The map is one tab stop; arrows move between seats, Space chooses.
    await tabTo(page, grid.locator('[role="gridcell"][tabindex="0"]'));
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Home");
    const first = grid.getByRole("gridcell", { name: "Rang C, place 1, standard, libre" });
    await expect(first).toBeFocused();
    await page.keyboard.press("Space");
    await expect(first).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowRight");
    const second = grid.getByRole("gridcell", { name: "Rang C, place 2, standard, libre" });
    await expect(second).toBeFocused();
    await page.keyboard.press(" ");
    await expect(second).toHaveAttribute("aria-selected", "true");
    await expect(page.getByText("2 places choisies sur 10 au plus")).toBeVisible();

    await tabTo(page, page.getByRole("button", { name: "Continuer", exact: true }));
    await page.keyboard.press("Enter");

    // Tickets: a full-price ticket a seat by default; the guest's mail.
    const tickets = page.getByRole("heading", { level: 2, name: "Choisissez vos billets" });
    await expect(tickets).toBeFocused();
    await expect(page.getByRole("timer")).toBeVisible();
    await expect(page.getByLabel("Rang C, place 1")).toHaveValue("full");
    await expect(page.getByLabel("Rang C, place 2")).toHaveValue("full");
    await expect(page.getByLabel("Rang C, place 1").locator("option:checked")).toHaveText(/^Plein tarif — /);
    await expectNoAxeViolationsOnBothWidths(page);
    await tabTo(page, page.getByLabel("Votre adresse e-mail"));
    await page.keyboard.type(guest);
    await tabTo(page, page.getByRole("button", { name: "Continuer", exact: true }));
    await page.keyboard.press("Enter");

    // Extras: none.
    await expect(page.getByRole("heading", { level: 2, name: "Ajoutez des extras" })).toBeFocused();
    await expectNoAxeViolations(page);
    await tabTo(page, page.getByRole("button", { name: "Continuer sans extras" }));
    await page.keyboard.press("Enter");

    // Pay: the summary, what is left to pay, then the provider.
    await expect(page.getByRole("heading", { level: 2, name: "Récapitulatif et paiement" })).toBeFocused();
    await expect(page.getByText(guest, { exact: true })).toBeVisible();
    const pay = page.getByRole("button", { name: "Payer", exact: true });
    await expect(pay).toBeEnabled();
    // Two full-price tickets: the quote's "To pay", which the provider is asked for.
    const toPay = page.getByRole("region", { name: "Votre commande" }).getByRole("row", { name: /^À payer/ });
    const amount = ((await toPay.getByRole("cell").last().textContent()) ?? "").trim();
    expect(amount).toMatch(/^\d+,\d{2}\s€$/);
    expect(amount).not.toMatch(/^0,00/);
    await expectNoAxeViolations(page);
    await tabTo(page, pay);
    await page.keyboard.press("Enter");

    // The provider's page, by keyboard too: "Payé".
    await page.waitForURL(/\/dev\/pay\//);
    await expect(page.getByText(amount, { exact: true })).toBeVisible();
    await tabTo(page, page.getByRole("button", { name: "Payé", exact: true }));
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/orders\/[0-9a-f-]{36}$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Merci, votre paiement est bien reçu" }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await tabTo(page, page.getByRole("link", { name: "Voir mon e-billet" }));
    await page.keyboard.press("Enter");

    // The confirmation: the e-ticket's QR, its number, where the mail went.
    await expect(
      page.getByRole("heading", { level: 2, name: "Votre réservation est confirmée" }),
    ).toBeVisible();
    await expect(
      page.getByRole("img", { name: "Code d'entrée de votre billet pour Metropolis" }),
    ).toBeVisible();
    await expect(page.getByText("C1, C2", { exact: true })).toBeVisible();
    const number = (await page.getByRole("figure").textContent())?.trim() ?? "";
    expect(number).toMatch(/^CLX-FR-\d{6}$/);
    await expect(
      page.getByText(`Un e-mail avec le billet et un fichier d'agenda a été envoyé à ${guest}.`),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    // The mail, with the QR code and the calendar file.
    const mailbox = await page.context().newPage();
    await mailbox.goto(new URL("/dev/mailbox", baseURL).toString());
    const mail = mailbox.getByRole("listitem").filter({ hasText: guest });
    await expect(mail.getByRole("link", { name: "Votre billet pour Metropolis" })).toBeVisible();
    await expect(mail.getByRole("link", { name: `ticket-${number}.png` })).toBeVisible();
    await expect(mail.getByRole("link", { name: `ticket-${number}.ics` })).toBeVisible();

    // The guest has no account: the mail's link, its key in the fragment, is the way back.
    await mail.getByRole("link", { name: "Votre billet pour Metropolis" }).click();
    const manage = mailbox.getByRole("link", { name: "Gérer ma réservation" });
    const href = (await manage.getAttribute("href")) ?? "";
    expect(href).toMatch(/\/fr\/ma-reservation\/[0-9a-f-]{36}#key=[\w-]{43}$/);
    await mailbox.close();
    const link = new URL(href);
    await page.goto(new URL(`${link.pathname}${link.hash}`, baseURL).toString());
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: "Ma réservation" })).toBeVisible();
    await expect(page.getByText(number, { exact: true }).first()).toBeVisible();
    await expect(page.getByText("Confirmée", { exact: true })).toBeVisible();
    await expectNoAxeViolationsOnBothWidths(page);

    // Cancel, confirmed in the modal: refunded to the card through the provider, the seats on sale again.
    const cancel = page.getByRole("button", { name: "Annuler cette réservation" });
    await tabTo(page, cancel);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Annuler cette réservation ?" });
    await expect(
      dialog.getByText(`${amount} vous sera remboursé sur votre moyen de paiement (card).`),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Oui, annuler" }).click();
    await expect(page.getByText(/^Votre réservation est annulée\./)).toBeFocused();
    await expect(page.getByText("Annulée et remboursée", { exact: true })).toBeVisible();
    await expect(cancel).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The same link tomorrow: the booking as it stands, refunded, with nothing left to cancel.
    await page.reload();
    await expect(page.getByText("Annulée et remboursée", { exact: true })).toBeVisible();
  });

  test("camille books a standard seat on her Cinépass at 0 € and finds the e-ticket in her wallet", async ({
    page,
    baseURL,
  }, testInfo) => {
    const mail = await copyDemoCustomer("camille.martin@example.com", "camille.martin");
    await signInAs(page, baseURL, { domain: "fr", language: "fr", mail });
    await page.goto(siteUrl(baseURL, "fr", showDay("/fr/films/nosferatu")));
    await standardSession(page, /^Réserver la séance de \d{2}:\d{2}, /, testInfo.retry).click();
    await page.waitForURL(/\/fr\/reserver\/[^/?]+$/);
    await waitForHydration(page);

    const seat = page.getByRole("gridcell", { name: "Rang D, place 1, standard, libre" });
    await seat.click();
    await expect(seat).toHaveAttribute("aria-selected", "true");
    await page.getByRole("button", { name: "Continuer", exact: true }).click();

    await expect(page.getByRole("heading", { level: 2, name: "Choisissez vos billets" })).toBeFocused();
    const ticket = page.getByLabel("Rang D, place 1");
    await ticket.selectOption(await groupOptionValue(ticket, "Sur mon abonnement"));
    await expect(
      page.getByRole("region", { name: "Votre commande" }).getByRole("row", { name: /^À payer/ }),
    ).toContainText("0,00 €");
    await page.getByRole("button", { name: "Continuer", exact: true }).click();
    await page.getByRole("button", { name: "Continuer sans extras" }).click();

    // Nothing left to pay: "Confirm", no payment page.
    await expect(page.getByRole("heading", { level: 2, name: "Récapitulatif et paiement" })).toBeFocused();
    await expect(
      page.getByText("Il ne reste rien à payer : la réservation est confirmée tout de suite."),
    ).toBeVisible();
    await page.getByRole("button", { name: "Confirmer", exact: true }).click();
    await expect(
      page.getByRole("heading", { level: 2, name: "Votre réservation est confirmée" }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/fr\/reserver\/[^/?]+\?booking=[0-9a-f-]{36}$/);
    await expect(
      page.getByRole("img", { name: "Code d'entrée de votre billet pour Nosferatu" }),
    ).toBeVisible();
    const number = (await page.getByRole("figure").textContent())?.trim() ?? "";
    expect(number).toMatch(/^CLX-FR-\d{6}$/);
    await expect(
      page.getByText(`Un e-mail avec le billet et un fichier d'agenda a été envoyé à ${mail}.`),
    ).toBeVisible();

    await page.getByRole("link", { name: "Voir mes e-billets" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Mon portefeuille" })).toBeVisible();
    const booked = page
      .getByRole("region", { name: "Mes billets" })
      .getByRole("article")
      .filter({ hasText: number });
    await expect(booked.getByRole("heading", { level: 3, name: "Nosferatu" })).toBeVisible();
    await expect(booked).toContainText("D1");
  });

  test("sanne on the Dutch domain takes one seat on her Duo, pays the other by iDEAL and holds the e-ticket", async ({
    page,
    baseURL,
  }, testInfo) => {
    const mail = await copyDemoCustomer("sanne.devries@example.com", "sanne.devries");
    await signInAs(page, baseURL, { domain: "nl", language: "nl", mail });
    await page.goto(siteUrl(baseURL, "nl", showDay("/nl/films/nosferatu")));
    await standardSession(page, /^De voorstelling van \d{2}:\d{2} reserveren, /, testInfo.retry).click();
    await page.waitForURL(/\/nl\/reserveren\/[^/?]+$/);
    await waitForHydration(page);

    for (const number of [1, 2]) {
      const seat = page.getByRole("gridcell", { name: `Rij D, stoel ${number}, standaard, vrij` });
      await seat.click();
      await expect(seat).toHaveAttribute("aria-selected", "true");
    }
    await page.getByRole("button", { name: "Doorgaan", exact: true }).click();

    // One seat on the Duo (0 €), the other a full-price ticket: the quote says what is left to pay.
    await expect(page.getByRole("heading", { level: 2, name: "Kies je tickets" })).toBeFocused();
    const onPass = page.getByLabel("Rij D, stoel 1");
    await onPass.selectOption(await groupOptionValue(onPass, "Op mijn abonnement"));
    const full = page.getByLabel("Rij D, stoel 2");
    await expect(full).toHaveValue("full");
    const fullPrice =
      ((await full.locator("option:checked").textContent()) ?? "").split(" — ")[1]?.trim() ?? "";
    expect(fullPrice).toMatch(/^€\s?\d+,\d{2}$/);
    const toPay = page
      .getByRole("region", { name: "Je bestelling" })
      .getByRole("row", { name: /^Te betalen/ });
    await expect(toPay).toContainText(fullPrice);
    await page.getByRole("button", { name: "Verder", exact: true }).click();
    await page.getByRole("button", { name: "Verder zonder extra's" }).click();

    await expect(page.getByRole("heading", { level: 2, name: "Overzicht en betaling" })).toBeFocused();
    await expect(toPay).toContainText(fullPrice);
    await page.getByRole("button", { name: "Betalen", exact: true }).click();

    await payOnProvider(page, "Betaald", "iDEAL");
    expect(new URL(page.url()).hostname).toBe("nl.localhost");
    await expect(
      page.getByRole("heading", { level: 1, name: "Bedankt, je betaling is ontvangen" }),
    ).toBeVisible();
    await page.getByRole("link", { name: "Mijn e-ticket bekijken" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Je reservering is bevestigd" })).toBeVisible();
    await expect(page.getByRole("img", { name: "Toegangscode van je ticket voor Nosferatu" })).toBeVisible();
    const number = (await page.getByRole("figure").textContent())?.trim() ?? "";
    expect(number).toMatch(/^CLX-NL-\d{6}$/);

    await page.getByRole("link", { name: "Mijn e-tickets bekijken" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Mijn portemonnee" })).toBeVisible();
    const booked = page
      .getByRole("region", { name: "Mijn tickets" })
      .getByRole("article")
      .filter({ hasText: number });
    await expect(booked.getByRole("heading", { level: 3, name: "Nosferatu" })).toBeVisible();
    await expect(booked).toContainText("D1, D2");
  });
});
