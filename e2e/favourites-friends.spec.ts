import { expect, expectNoAxeViolations, newContext, signInAs, test, VIEWPORTS } from "./fixtures.ts";

/**
 * Favourite cinemas and friends against the real server and the seed's demo customers
 * (docs/domain/favourites-friends.md). Each journey undoes what it did: the demo customers leave as
 * they came for the specs after this one.
 */

const LIMIT_TOAST = "Vous avez déjà 6 cinémas favoris : retirez-en un avant d'en ajouter un autre.";

test.describe("favourite cinemas and friends", () => {
  test("hugo adds favourites up to six and sees the seventh reverted with a toast", async ({
    page,
    baseURL,
  }) => {
    await signInAs(page, baseURL, {
      domain: "fr",
      language: "fr",
      mail: "hugo.durand@example.com",
      path: "/fr/cinemas",
    });
    await expect(page.getByRole("heading", { level: 1, name: "Mes cinémas favoris" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Mes favoris (0 sur 6)" })).toBeVisible();
    for (const viewport of Object.values(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await expectNoAxeViolations(page);
    }
    await page.setViewportSize(VIEWPORTS.desktop);

    const picker = page.getByRole("region", { name: "Ajouter un cinéma" });
    const addButtons = picker.getByRole("button", { name: /^Ajouter .* à mes favoris$/ });
    await expect(addButtons).toHaveCount(7);
    const names: string[] = [];
    for (let count = 1; count <= 6; count += 1) {
      const button = addButtons.first();
      names.push(
        ((await button.getAttribute("aria-label")) ?? "").replace(/^Ajouter (.*) à mes favoris$/, "$1"),
      );
      await button.click();
      await expect(
        page.getByRole("heading", { level: 2, name: `Mes favoris (${count} sur 6)` }),
      ).toBeVisible();
    }
    // The search finds the last one by its city; adding it is reverted with the toast (SPEC 5).
    await picker.getByRole("searchbox", { name: "Rechercher un cinéma" }).fill("marseille");
    await expect(addButtons).toHaveCount(1);
    await addButtons.first().click();
    await expect(page.getByText(LIMIT_TOAST)).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Mes favoris (6 sur 6)" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { level: 2, name: "Mes favoris (6 sur 6)" })).toBeVisible();

    for (const name of names) {
      await page.getByRole("button", { name: `Retirer ${name} de mes favoris` }).click();
    }
    await expect(page.getByRole("heading", { level: 2, name: "Mes favoris (0 sur 6)" })).toBeVisible();
  });

  test("hugo invites léa, she finds the mail and accepts; both then see each other as friends", async ({
    page,
    browser,
    baseURL,
  }) => {
    // Two customers sign in, one after the other: more than the default minute on a busy machine.
    test.setTimeout(120_000);
    await signInAs(page, baseURL, {
      domain: "fr",
      language: "fr",
      mail: "hugo.durand@example.com",
      path: "/fr/friends",
    });
    await expect(page.getByRole("heading", { level: 1, name: "Mes amis" })).toBeVisible();
    await page.getByRole("textbox", { name: "Adresse e-mail de votre ami" }).fill("lea.moreau@example.com");
    await page.getByRole("button", { name: "Envoyer l'invitation" }).click();
    await expect(page.getByText("Invitation envoyée à lea.moreau@example.com.")).toBeVisible();
    const sent = page.getByRole("region", { name: /^Invitations envoyées/ });
    await expect(sent.getByText("lea.moreau@example.com")).toBeVisible();
    for (const viewport of Object.values(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await expectNoAxeViolations(page);
    }
    await page.setViewportSize(VIEWPORTS.desktop);

    const mailbox = await page.context().newPage();
    await mailbox.goto(new URL("/dev/mailbox", baseURL).toString());
    await expect(
      mailbox
        .getByRole("listitem")
        .filter({ hasText: "lea.moreau@example.com" })
        .getByRole("link", { name: /Une demande d'ami vous attend/ })
        .first(),
    ).toBeVisible();
    await mailbox.close();

    const lea = await newContext(browser, { baseURL });
    const leaPage = await lea.newPage();
    await signInAs(leaPage, baseURL, {
      domain: "fr",
      language: "fr",
      mail: "lea.moreau@example.com",
      path: "/fr/friends",
    });
    const received = leaPage.getByRole("region", { name: /^Demandes reçues/ });
    await expect(received.getByText("hugo.durand@example.com")).toBeVisible();
    const acceptButton = received.getByRole("button", { name: /^Accepter la demande de / });
    await acceptButton.click();
    const leaFriends = leaPage.getByRole("region", { name: /^Mes amis/ });
    await expect(leaFriends.getByText("hugo.durand@example.com")).toBeVisible();
    await expect(leaPage.getByRole("region", { name: /^Demandes reçues/ })).toHaveCount(0);
    await expectNoAxeViolations(leaPage);

    await page.reload();
    const hugoFriends = page.getByRole("region", { name: /^Mes amis/ });
    await expect(hugoFriends.getByText("lea.moreau@example.com")).toBeVisible();
    // Undone: Léa removes Hugo, and both lists are as the seed left them.
    await leaFriends.getByRole("button", { name: /^Retirer .* de mes amis$/ }).click();
    await expect(leaPage.getByText("Pas encore d'amis")).toBeVisible();
    await lea.close();
  });
});
