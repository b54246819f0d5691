import type { Page, Request } from "@playwright/test";
import { expect, expectNoAxeViolations, signInAs, siteUrl, test, VIEWPORTS } from "./fixtures.ts";

/** Every PATCH /api/accounts/me the page sends, by its JSON body. */
function recordPatches(page: Page): unknown[] {
  const bodies: unknown[] = [];
  page.on("request", (request: Request) => {
    if (request.method() === "PATCH" && new URL(request.url()).pathname === "/api/accounts/me") {
      bodies.push(request.postDataJSON());
    }
  });
  return bodies;
}

test.describe("profile", () => {
  test("Lucas changes his city: only that field travels, and it is kept", async ({ page, baseURL }) => {
    await signInAs(page, baseURL, {
      domain: "fr",
      language: "fr",
      mail: "lucas.bernard@example.com",
      path: "/fr/profile",
    });
    await expect(page.getByRole("heading", { level: 1, name: "Mon profil" })).toBeVisible();
    const patches = recordPatches(page);

    // Nothing changed: no request at all.
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await expect(page.getByText("Rien n'a changé\u00a0: il n'y a rien à enregistrer.")).toBeVisible();
    expect(patches).toEqual([]);

    // One field changed: exactly that field, under its server name.
    await page.getByLabel("Ville").fill("Villeurbanne");
    const saved = page.waitForResponse(
      (response) => response.request().method() === "PATCH" && response.url().includes("/api/accounts/me"),
    );
    await page.getByRole("button", { name: "Enregistrer" }).click();
    expect((await saved).status()).toBe(200);
    expect(patches).toEqual([{ city: "Villeurbanne" }]);
    await expect(page.getByText("Vos informations sont à jour.")).toBeVisible();

    await page.reload();
    await expect(page.getByLabel("Ville")).toHaveValue("Villeurbanne");
    await expect(page.getByRole("radio", { name: "Monsieur" })).toBeChecked();
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await expect(page.getByText("Rien n'a changé\u00a0: il n'y a rien à enregistrer.")).toBeVisible();
    expect(patches).toHaveLength(1);
  });

  test("Camille removes her bank card, asks for a password link and downloads her data", async ({
    page,
    baseURL,
  }) => {
    await signInAs(page, baseURL, {
      domain: "fr",
      language: "fr",
      mail: "camille.martin@example.com",
      path: "/fr/profile",
    });
    await expect(page.getByText("Se termine par 4242")).toBeVisible();
    await expect(page.getByText("Expire fin 09/28")).toBeVisible();

    await page.getByRole("button", { name: "Recevoir un lien par e-mail" }).click();
    await expect(
      page.getByText(
        /le lien pour changer votre mot de passe vous attend à l'adresse camille\.martin@example\.com/,
      ),
    ).toBeVisible();

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Télécharger mes données" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^cinelux-my-data-\d{4}-\d{2}-\d{2}\.json$/);

    await page.getByRole("button", { name: "Supprimer la carte" }).click();
    const dialog = page.getByRole("dialog", { name: "Supprimer cette carte\u00a0?" });
    await dialog.getByRole("button", { name: "Oui, supprimer" }).click();
    await expect(page.getByText("Aucune carte enregistrée")).toBeVisible();
    await page.reload();
    await expect(page.getByText("Aucune carte enregistrée")).toBeVisible();
  });

  for (const { domain, language, mail, title } of [
    { domain: "fr", language: "fr", mail: "emma.petit@example.com", title: "Mon profil" },
    { domain: "nl", language: "nl", mail: "sanne.devries@example.com", title: "Mijn profiel" },
  ] as const) {
    test(`the profile passes axe at desktop and mobile widths (${language})`, async ({ page, baseURL }) => {
      await signInAs(page, baseURL, { domain, language, mail, path: `/${language}/profile` });
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      expect(new URL(page.url()).href).toBe(siteUrl(baseURL, domain, `/${language}/profile`));
      for (const viewport of Object.values(VIEWPORTS)) {
        await page.setViewportSize(viewport);
        await expectNoAxeViolations(page);
      }
    });
  }
});
