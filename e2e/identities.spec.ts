import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { unlinkAllIdentities } from "./database.ts";
import {
  clickHeaderSignIn,
  expect,
  expectNoAxeViolations,
  LABELS,
  signInAs,
  signOutFromAccountModal,
  siteUrl,
  test,
} from "./fixtures.ts";

/** The linked identities section of the profile: one row per way to sign in. */
function identityRow(page: Page, provider: string) {
  return page.getByRole("listitem").filter({ has: page.getByText(provider, { exact: true }) });
}

test.describe("linked identities", () => {
  test("Hugo links a demonstration Google account, signs in with it, then unlinks it", async ({
    page,
    baseURL,
  }) => {
    const demoMail = `hugo.demo-${randomUUID().slice(0, 8)}@example.com`;
    await unlinkAllIdentities("hugo.durand@example.com");
    await signInAs(page, baseURL, {
      domain: "fr",
      language: "fr",
      mail: "hugo.durand@example.com",
      path: "/fr/profile",
    });
    await expect(page.getByRole("heading", { level: 2, name: "Comptes associés" })).toBeVisible();
    await expect(identityRow(page, "Adresse e-mail et mot de passe")).toContainText(
      "hugo.durand@example.com",
    );
    await expect(identityRow(page, "Google")).toContainText("Non associé");
    await expectNoAxeViolations(page);

    // The provider's popup: a labelled demonstration of Google, in French.
    const popupOpened = page.waitForEvent("popup");
    await page.getByRole("button", { name: "Associer Google" }).click();
    const popup = await popupOpened;
    await expect(popup.getByRole("heading", { level: 1, name: "Google (démonstration)" })).toBeVisible();
    await expect(popup.getByText("Démonstration — ce n'est pas le vrai Google")).toBeVisible();
    await expect(popup.locator("html")).toHaveAttribute("lang", "fr");
    await expectNoAxeViolations(popup);
    await popup.getByLabel("Nom").fill("Hugo Démo");
    await popup.getByLabel("Adresse e-mail").fill(demoMail);
    const closed = popup.waitForEvent("close");
    await popup.getByRole("button", { name: "Continuer", exact: true }).click();
    await closed;

    await expect(identityRow(page, "Google")).toContainText("Hugo Démo");
    await expect(page.getByRole("button", { name: "Dissocier Google" })).toBeEnabled();
    await expectNoAxeViolations(page);

    // Signed out, Hugo comes back with "Continue with Google" as that demonstration identity.
    await page.getByRole("button", { name: "Mon compte", exact: true }).click();
    await signOutFromAccountModal(page, "fr");
    // Back on the catalog home, anonymous (decision 007).
    await expect(
      page.getByRole("banner").getByRole("button", { name: LABELS.fr.headerSignIn }),
    ).toBeVisible();
    await page.goto(siteUrl(baseURL, "fr", "/fr/profile"));
    await expect(page.getByRole("heading", { level: 1, name: LABELS.fr.signInTitle })).toBeVisible();
    await page.getByRole("link", { name: "Continuer avec Google" }).click();
    await expect(page.getByText("Démonstration — ce n'est pas le vrai Google")).toBeVisible();
    await page.getByLabel("Nom").fill("Hugo Démo");
    await page.getByLabel("Adresse e-mail").fill(demoMail);
    await page.getByRole("button", { name: "Continuer", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/fr/profile");
    await expect(identityRow(page, "Adresse e-mail et mot de passe")).toContainText(
      "hugo.durand@example.com",
    );
    await expect(identityRow(page, "Google")).toContainText("Hugo Démo");

    // Unlink, after the confirmation.
    await page.getByRole("button", { name: "Dissocier Google" }).click();
    const dialog = page.getByRole("dialog", { name: "Dissocier Google ?" });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Dissocier", exact: true }).click();
    await expect(identityRow(page, "Google")).toContainText("Non associé");
    await expect(page.getByRole("button", { name: "Associer Google" })).toBeVisible();
  });

  test("an unlinked demonstration identity cannot sign in: the sign-in page says why", async ({
    page,
    baseURL,
  }) => {
    await page.goto(siteUrl(baseURL, "fr", "/fr"));
    await clickHeaderSignIn(page, "fr");
    await page.getByRole("link", { name: "Continuer avec Apple" }).click();
    await page.getByLabel("Nom").fill("Personne");
    await page.getByLabel("Adresse e-mail").fill(`nobody-${randomUUID().slice(0, 8)}@example.com`);
    await page.getByRole("button", { name: "Continuer", exact: true }).click();
    await expect(page.getByRole("alert")).toContainText(
      "Aucun compte Cinélux n'est associé à ce compte Apple.",
    );
    await expect(page.getByRole("heading", { level: 1, name: LABELS.fr.signInTitle })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
