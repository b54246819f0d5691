import type { Page } from "@playwright/test";
import { withDatabase } from "./database.ts";
import {
  clickHeaderSignIn,
  DEMO_PASSWORD,
  expect,
  expectCaptchaSolved,
  expectNoAxeViolations,
  LABELS,
  signInAs,
  signInOnProvider,
  siteUrl,
  test,
  VIEWPORTS,
} from "./fixtures.ts";

/**
 * A registered, verified customer of its own for each journey (these change or delete the account,
 * so no demo customer another spec relies on is touched): a copy of a demo customer's profile and
 * password under a new address.
 */
async function createCustomer(prefix: string): Promise<string> {
  const mail = `${prefix}.${Date.now()}@example.com`;
  await withDatabase((client) =>
    client.query(
      `insert into accounts (mail, password_hash, mail_verified_at, must_verify_mail, domain, language, gender,
         first_name, last_name, birth_date, address, postal_code, city, country, registered)
       select $1, password_hash, now(), false, domain, language, gender, first_name, last_name, birth_date,
         address, postal_code, city, country, true
       from accounts where mail = 'hugo.durand@example.com'`,
      [mail],
    ),
  );
  return mail;
}

/** The access token the page holds (the identity client keeps the user in sessionStorage under the prefix lib/auth/settings.ts gives it). */
async function accessToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((name) => name.startsWith("cinelux.identity."));
    return key
      ? (JSON.parse(sessionStorage.getItem(key) ?? "{}") as { access_token?: string }).access_token
      : undefined;
  });
  expect(token).toBeTruthy();
  return token ?? "";
}

test("a customer changes the e-mail in two steps and verifies the new address from the mailbox", async ({
  page,
  baseURL,
}, testInfo) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  const mail = await createCustomer("security.mail");
  const newMail = mail.replace("security.mail", "security.new");
  await signInAs(page, baseURL, { domain: "fr", language: "fr", mail, path: "/fr/profile" });
  await expect(page.getByText(`Vous vous connectez avec ${mail}.`)).toBeVisible();

  // Step 1: the current address and the password, with the captcha.
  await page.getByRole("button", { name: "Modifier mon adresse e-mail" }).click();
  const step1 = page.getByRole("dialog", { name: "Confirmez votre identité" });
  await expect(step1.getByLabel("Adresse e-mail actuelle")).toHaveValue(mail);
  await expect(step1.getByLabel("Adresse e-mail actuelle")).toBeFocused();
  await expectCaptchaSolved(page.getByRole("dialog"));
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath("mail-step1-1280.png") });
  await step1.getByLabel("Mot de passe").fill("not-the-password");
  await step1.getByRole("button", { name: "Continuer" }).click();
  await expect(step1.getByText("Adresse e-mail ou mot de passe incorrect.")).toBeVisible();
  await expectCaptchaSolved(page.getByRole("dialog"));
  await step1.getByLabel("Mot de passe").fill(DEMO_PASSWORD);
  await step1.getByRole("button", { name: "Continuer" }).click();

  // Step 2: the new address twice.
  const step2 = page.getByRole("dialog", { name: "Votre nouvelle adresse e-mail" });
  await expect(step2).toBeVisible();
  await expect(step1).toBeHidden();
  await expectCaptchaSolved(page.getByRole("dialog"));
  await expectNoAxeViolations(page);
  await step2.getByLabel("Nouvelle adresse e-mail").fill(newMail);
  await step2.getByLabel("Confirmez la nouvelle adresse").fill(newMail.toUpperCase());
  await step2.getByRole("button", { name: "Changer d'adresse" }).click();
  await expect(step2).toBeHidden();
  await expect(page.getByText(`Cliquez sur le lien envoyé à ${newMail} pour la vérifier.`)).toBeVisible();
  await expect(page.getByText(`Vous vous connectez avec ${newMail}.`)).toBeVisible();
  await expect(page.getByText("À vérifier")).toBeVisible();
  // Focus came back to the button that started the change.
  await expect(page.getByRole("button", { name: "Modifier mon adresse e-mail" })).toBeFocused();

  // The new address gets the verification link, the old one a notice.
  const mailbox = await page.context().newPage();
  await mailbox.goto(new URL("/dev/mailbox", baseURL).toString());
  await expect(
    mailbox
      .getByRole("listitem")
      .filter({ hasText: mail })
      .getByRole("link", { name: "Votre adresse e-mail a été modifiée" }),
  ).toBeVisible();
  await mailbox
    .getByRole("listitem")
    .filter({ hasText: newMail })
    .getByRole("link", { name: "Confirmez votre nouvelle adresse e-mail" })
    .click();
  await mailbox.getByRole("link", { name: "Vérifier mon adresse e-mail" }).click();
  await expect(mailbox.getByRole("heading", { level: 1, name: "Adresse e-mail vérifiée" })).toBeVisible();
  await mailbox.close();

  // Back on the profile, the new address is verified and is the one to sign in with.
  await page.reload();
  await expect(page.getByText(`Vous vous connectez avec ${newMail}.`)).toBeVisible();
  await expect(page.getByText("À vérifier")).toBeHidden();

  // The modals at a phone's width.
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.getByRole("button", { name: "Modifier mon adresse e-mail" }).click();
  await expect(page.getByRole("dialog", { name: "Confirmez votre identité" })).toBeVisible();
  await expectCaptchaSolved(page.getByRole("dialog"));
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath("mail-step1-390.png") });
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
});

test("a customer asks for the deletion, signs in again when asked, and the session ends", async ({
  page,
  baseURL,
}, testInfo) => {
  await page.setViewportSize(VIEWPORTS.mobile);
  const mail = await createCustomer("security.delete");
  await signInAs(page, baseURL, { domain: "fr", language: "fr", mail, path: "/fr/profile" });
  const firstToken = await accessToken(page);

  // The server finds the sign-in too old once (as it would after 10 minutes).
  await page.route(
    "**/api/accounts/me/delete?*",
    (route) =>
      route.fulfill({
        status: 403,
        json: { code: "REAUTHENTICATION_REQUIRED", message: "Sign in again to delete the account." },
      }),
    { times: 1 },
  );
  await page.getByRole("button", { name: "Supprimer mon compte…" }).click();
  const dialog = page.getByRole("dialog", { name: "Supprimer votre compte ?" });
  await expect(dialog.getByText("votre profil, vos préférences et vos centres d'intérêt")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath("delete-390.png") });
  await dialog.getByRole("button", { name: "Supprimer définitivement" }).click();
  await expect(dialog.getByText("Cochez cette case pour confirmer.")).toBeVisible();
  await dialog.getByLabel(/Je comprends/).check();
  await dialog.getByRole("button", { name: "Supprimer définitivement" }).click();

  // The provider asks for the password whatever its session, then the confirmation comes back.
  await expect(page.getByRole("heading", { level: 1, name: LABELS.fr.signInTitle })).toBeVisible();
  await signInOnProvider(page, mail, DEMO_PASSWORD, LABELS.fr);
  const resumed = page.getByRole("dialog", { name: "Supprimer votre compte ?" });
  await expect(
    resumed.getByText("Vous vous êtes reconnecté. Confirmez la suppression de votre compte."),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/fr\/profile$/);
  await expect(resumed.getByLabel(/Je comprends/)).toBeChecked();
  const secondToken = await accessToken(page);
  expect(secondToken).not.toBe(firstToken);

  await page.setViewportSize(VIEWPORTS.desktop);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath("delete-1280.png") });
  await resumed.getByRole("button", { name: "Supprimer définitivement" }).click();
  const done = page.getByRole("dialog", { name: "Votre compte est supprimé" });
  await expect(done.getByRole("status")).toHaveText(
    `Toutes vos sessions sont fermées. Une confirmation a été envoyée à ${mail}.`,
  );
  await expectNoAxeViolations(page);

  // Every token of the account is refused from now on, the earlier sign-in's too.
  for (const token of [firstToken, secondToken]) {
    const response = await page.request.get(new URL("/api/accounts/me?language=fr", baseURL).toString(), {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status()).toBe(401);
  }

  // Signed out: the home is the catalog's (decision 007), and the old password opens nothing.
  await done.getByRole("link", { name: "Retour à l'accueil" }).click();
  await clickHeaderSignIn(page, "fr");
  await expect(page.getByRole("heading", { level: 1, name: LABELS.fr.signInTitle })).toBeVisible();
  await signInOnProvider(page, mail, DEMO_PASSWORD, LABELS.fr);
  await expect(page.getByRole("heading", { level: 1, name: LABELS.fr.signInTitle })).toBeVisible();
  expect(new URL(page.url()).hostname).toBe(new URL(siteUrl(baseURL, "fr", "/")).hostname);

  // The confirmation mail went to the address.
  await page.goto(new URL("/dev/mailbox", baseURL).toString());
  await expect(
    page
      .getByRole("listitem")
      .filter({ hasText: mail })
      .getByRole("link", { name: "Votre compte a été supprimé" }),
  ).toBeVisible();
});
