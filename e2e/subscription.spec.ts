import { expect, expectNoAxeViolations, newContext, signInAs, test, VIEWPORTS } from "./fixtures.ts";

/**
 * The subscription screen against the real server and the seed's demo customers: a paused customer
 * resumes the pass; an active one cancels in three clicks from the home with a reason, is told the
 * exact end date before confirming, finds the confirmation in the dev mailbox and undoes it.
 */

test.describe("the subscription screen", () => {
  test("lucas.bernard resumes his paused pass", async ({ page, baseURL }) => {
    await signInAs(page, baseURL, {
      domain: "fr",
      language: "fr",
      mail: "lucas.bernard@example.com",
      path: "/fr/subscription",
    });
    await expect(page.getByText("En pause", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Reprendre mon abonnement" }).click();
    await expect(page.getByText("Actif", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Reprendre mon abonnement" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Résilier mon abonnement" })).toBeVisible();
  });

  test("camille.martin cancels in three clicks with a reason, gets the mail and undoes it", async ({
    page,
    baseURL,
  }) => {
    await signInAs(page, baseURL, { domain: "fr", language: "fr", mail: "camille.martin@example.com" });
    // Click 1: the home's summary leads to the screen.
    await page.getByRole("link", { name: "Gérer mon abonnement" }).click();
    await expect(page).toHaveURL(/\/fr\/subscription$/);
    // Click 2: the cancellation opens its modal, focus inside.
    await page.getByRole("button", { name: "Résilier mon abonnement" }).click();
    const dialog = page.getByRole("dialog", { name: "Résilier mon abonnement" });
    const endDate = dialog.getByText(/^Votre abonnement prendra fin le /);
    await expect(endDate).toHaveText(/^Votre abonnement prendra fin le \d{1,2} \S+ \d{4}\.$/);
    const date = ((await endDate.textContent()) ?? "").replace(/^.* le (.*)\.$/, "$1");
    for (const viewport of Object.values(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await expectNoAxeViolations(page);
    }
    await page.setViewportSize(VIEWPORTS.desktop);
    // The reason is preset: choosing another one is the customer's choice, not a required click.
    await dialog.getByLabel("Motif de la résiliation").selectOption({ label: "Trop cher" });
    // Click 3: confirm, the date once more on the button.
    await dialog.getByRole("button", { name: `Confirmer la résiliation au ${date}` }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByText(`Résiliation demandée : votre abonnement prend fin le ${date}.`),
    ).toBeVisible();

    const mailbox = await page.context().newPage();
    await mailbox.goto(new URL("/dev/mailbox", baseURL).toString());
    await expect(
      mailbox
        .getByRole("listitem")
        .filter({ hasText: "camille.martin@example.com" })
        .getByRole("link", { name: /Confirmation de la résiliation de votre abonnement/ }),
    ).toBeVisible();
    await mailbox.close();

    await page.getByRole("button", { name: "Annuler la résiliation" }).click();
    await expect(page.getByRole("button", { name: "Résilier mon abonnement" })).toBeVisible();
    await expect(page.getByText(/Résiliation demandée/)).toHaveCount(0);
  });

  test("the screen has no axe violation at 1280 and 390 px, with a pass or without", async ({
    page,
    baseURL,
    browser,
  }) => {
    await signInAs(page, baseURL, {
      domain: "fr",
      language: "fr",
      mail: "hugo.durand@example.com",
      path: "/fr/subscription",
    });
    await expect(page.getByRole("heading", { level: 1, name: "Mon abonnement" })).toBeVisible();
    await expect(page.getByText("Impayé", { exact: true })).toBeVisible();
    await expect(page.getByRole("img", { name: /Code à scanner de la carte/ })).toBeVisible();
    for (const viewport of Object.values(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await expectNoAxeViolations(page);
    }
    const other = await newContext(browser);
    const noPass = await other.newPage();
    await signInAs(noPass, baseURL, {
      domain: "nl",
      language: "nl",
      mail: "noah.jansen@example.com",
      path: "/nl/subscription",
    });
    await expect(noPass.getByText("Je hebt nog geen abonnement")).toBeVisible();
    await expect(noPass.getByRole("button", { name: "Mijn kaart toevoegen" })).toBeVisible();
    for (const viewport of Object.values(VIEWPORTS)) {
      await noPass.setViewportSize(viewport);
      await expectNoAxeViolations(noPass);
    }
    await other.close();
  });
});
