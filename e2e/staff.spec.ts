import type { Page, Response } from "@playwright/test";
import { expect, expectNoAxeViolations, signInAs, siteUrl, test, VIEWPORTS } from "./fixtures.ts";
import { signInToStaff } from "./staff.ts";

/**
 * The staff back-office (docs/staff.md "The staff app"): kept from customers, and every staff page
 * audited at both widths.
 */

/** The staff app's code a member's pages fetch once signed in: its frame and its screens. */
const STAFF_CHUNK = /\/assets\/(staff-frame|staff-welcome|support-queue|support-case)-[\w-]+\.js$/;

/** The sections' pages an admin opens, with their heading. */
const STAFF_PAGES: [string, string][] = [
  ["/staff/fr/customers", "Clients"],
  ["/staff/fr/photos", "Photos des pass"],
  ["/staff/fr/catalog", "Catalogue"],
  ["/staff/fr/catalog/shows", "Films et événements"],
  ["/staff/fr/catalog/sessions", "Séances"],
  ["/staff/fr/catalog/cinemas", "Cinémas et salles"],
  ["/staff/fr/catalog/prices", "Tarifs"],
  ["/staff/fr/alerts", "Alertes"],
  ["/staff/fr/settings", "Options et réglages"],
  ["/staff/fr/team", "Équipe"],
  ["/staff/fr/audit-log", "Journal d'audit"],
];

function watchResponses(page: Page): Response[] {
  const responses: Response[] = [];
  page.on("response", (response) => responses.push(response));
  return responses;
}

async function expectAxeAtBothWidths(page: Page) {
  for (const viewport of Object.values(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoAxeViolations(page);
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}

test.describe("the staff app", () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test("a customer who types /staff meets the staff sign-in, with no staff code and no staff data", async ({
    page,
    baseURL,
  }) => {
    const responses = watchResponses(page);
    await signInAs(page, baseURL, { domain: "fr", language: "fr", mail: "camille.martin@example.com" });
    // Her own pages never carry the staff app.
    expect(responses.map((response) => response.url()).filter((url) => /\/assets\/staff-/.test(url))).toEqual(
      [],
    );

    await page.goto(siteUrl(baseURL, "fr", "/staff/fr/support"));
    // Her customer session does not open the staff app: the provider asks for a staff sign-in.
    await expect(page.getByRole("heading", { level: 1, name: "Connexion du personnel" })).toBeVisible();
    const urls = responses.map((response) => response.url());
    expect(urls.filter((url) => STAFF_CHUNK.test(url))).toEqual([]);
    expect(responses.filter((response) => response.url().includes("/api/staff/") && response.ok())).toEqual(
      [],
    );
  });

  test("an admin finds every section, opens a case by keyboard, and every page passes axe at 1280 and 390 px", async ({
    page,
    baseURL,
  }) => {
    await signInToStaff(page, baseURL, "admin");
    await expect(page.getByRole("heading", { level: 1, name: "Bonjour Adam Admin" })).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Sections de l'espace équipe" });
    for (const section of ["Support", "Clients", "Photos des pass", "Catalogue", "Alertes", "Équipe"]) {
      await expect(nav.getByRole("link", { name: section })).toBeVisible();
    }
    await expectAxeAtBothWidths(page);

    await nav.getByRole("link", { name: "Support" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Support" })).toBeVisible();
    await page.getByRole("link", { name: "Répondues" }).click();
    const subject = page.getByRole("link", { name: "Prélevé deux fois ce mois-ci" });
    await expect(subject).toBeVisible();
    await expectAxeAtBothWidths(page);

    // By keyboard: the case's link, then Enter.
    await subject.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: /^Demande C-\d{4}-\d{6}$/ })).toBeVisible();
    await expectAxeAtBothWidths(page);

    // The close dialog traps focus and gives it back.
    const close = page.getByRole("button", { name: "Clore la demande" });
    await close.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Clore la demande ?" });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(close).toBeFocused();

    // Every other section's page, as its screen shows it (each section's own journeys act on them).
    const caseUrl = page.url();
    for (const [path, title] of STAFF_PAGES) {
      await page.goto(siteUrl(baseURL, "fr", path));
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expectAxeAtBothWidths(page);
    }
    // A customer's file: looked up only with a reason and a reference, each look-up in the audit log.
    await page.goto(siteUrl(baseURL, "fr", "/staff/fr/customers"));
    await page
      .getByRole("textbox", { name: "Adresse e-mail, nom ou numéro de carte" })
      .fill("camille.martin@example.com");
    await page.getByRole("button", { name: "Rechercher" }).click();
    await expect(page.getByText("Choisissez le motif de la recherche.")).toBeVisible();
    await page.getByRole("combobox", { name: "Motif" }).selectOption({ label: "Demande de support" });
    await page.getByRole("textbox", { name: "Référence" }).fill("C-2026-000001");
    await page.getByRole("button", { name: "Rechercher" }).click();
    await page.getByRole("link", { name: /^Ouvrir la fiche de Camille/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: /Camille Martin/ })).toBeVisible();
    await expectAxeAtBothWidths(page);
    await page.goto(siteUrl(baseURL, "fr", "/staff/fr/audit-log"));
    await expect(page.getByText("customer.viewed").first()).toBeVisible();

    await page.goto(caseUrl);
    await expect(page.getByRole("heading", { level: 1, name: /^Demande C-\d{4}-\d{6}$/ })).toBeVisible();

    // The language follows the address.
    await page.getByRole("link", { name: "EN", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: /^Case C-\d{4}-\d{6}$/ })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });
});
