import {
  clickHeaderSignIn,
  expect,
  expectNoAxeViolations,
  LABELS,
  signInOnProvider,
  siteUrl,
  test,
} from "./fixtures.ts";

const TEXT = {
  fr: {
    signUpLink: "Créer un compte",
    signUpTitle: "Créez votre compte",
    confirm: "Confirmez le mot de passe",
    submit: "Créer mon compte",
    inbox: "Consultez votre boîte mail",
    subject: "Vérifiez votre adresse e-mail",
    action: "Vérifier mon adresse e-mail",
    verified: "Adresse e-mail vérifiée",
    continue: "Aller à mon compte",
  },
  nl: {
    signUpLink: "Account aanmaken",
    signUpTitle: "Maak je account aan",
    confirm: "Bevestig het wachtwoord",
    submit: "Mijn account aanmaken",
    inbox: "Kijk in je mailbox",
    subject: "Bevestig je e-mailadres",
    action: "Mijn e-mailadres bevestigen",
    verified: "E-mailadres bevestigd",
    continue: "Naar mijn account",
  },
} as const;

for (const language of ["fr", "nl"] as const) {
  test(`a new moviegoer signs up in ${language}, verifies the e-mail and lands on the registration page`, async ({
    page,
    baseURL,
  }) => {
    const t = TEXT[language];
    const labels = LABELS[language];
    const mail = `newcomer.${language}.${Date.now()}@example.com`;
    const password = "Popcorn-2026!";

    await page.goto(siteUrl(baseURL, language, `/${language}`));
    await clickHeaderSignIn(page, language);
    await expect(page.getByRole("heading", { level: 1, name: labels.signInTitle })).toBeVisible();
    await page.getByRole("link", { name: t.signUpLink }).click();
    await expect(page.getByRole("heading", { level: 1, name: t.signUpTitle })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel(labels.email).fill(mail);
    await page.getByLabel(labels.password, { exact: true }).fill(password);
    await page.getByLabel(t.confirm).fill(password);
    await page.getByRole("button", { name: t.submit }).click();
    await expect(page.getByRole("heading", { level: 1, name: t.inbox })).toBeVisible();
    await expect(page.getByRole("status")).toContainText(mail);
    await expectNoAxeViolations(page);

    // The verification mail is a row in the outbox, listed by the dev mailbox.
    const mailbox = await page.context().newPage();
    await mailbox.goto(new URL("/dev/mailbox", baseURL).toString());
    await mailbox
      .getByRole("listitem")
      .filter({ hasText: mail })
      .getByRole("link", { name: new RegExp(t.subject) })
      .click();
    await mailbox.getByRole("link", { name: t.action }).click();
    await expect(mailbox.getByRole("heading", { level: 1, name: t.verified })).toBeVisible();
    await expectNoAxeViolations(mailbox);
    await mailbox.getByRole("link", { name: t.continue }).click();

    // Back on the site (its catalog home: decision 007): sign in with the new account, then the
    // registration page.
    await clickHeaderSignIn(mailbox, language);
    await expect(mailbox.getByRole("heading", { level: 1, name: labels.signInTitle })).toBeVisible();
    await signInOnProvider(mailbox, mail, password, labels);
    await expect(mailbox).toHaveURL(new RegExp(`/${language}/register$`));
    expect(new URL(mailbox.url()).hostname).toBe(language === "nl" ? "nl.localhost" : "localhost");
    await expect(mailbox.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoAxeViolations(mailbox);
  });
}

test("the forgotten-password pages are accessible and the reset link works", async ({ page, baseURL }) => {
  await page.goto(siteUrl(baseURL, "fr", "/fr"));
  await clickHeaderSignIn(page, "fr");
  await page.getByRole("link", { name: "Mot de passe oublié ?" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Mot de passe oublié" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel("Adresse e-mail").fill("emma.petit@example.com");
  await page.getByRole("button", { name: "Envoyer le lien" }).click();
  await expect(page.getByRole("status")).toContainText("emma.petit@example.com");

  await page.goto(new URL("/dev/mailbox", baseURL).toString());
  await page
    .getByRole("listitem")
    .filter({ hasText: "emma.petit@example.com" })
    .getByRole("link")
    .first()
    .click();
  await page.getByRole("link", { name: "Choisir un nouveau mot de passe" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Choisissez un nouveau mot de passe" }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel("Mot de passe", { exact: true }).fill("Nouveau-Emma-2026");
  await page.getByLabel("Confirmez le mot de passe").fill("Nouveau-Emma-2026");
  await page.getByRole("button", { name: "Enregistrer le mot de passe" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Mot de passe modifié" })).toBeVisible();
  await page.getByRole("link", { name: "Aller à mon compte" }).click();
  await clickHeaderSignIn(page, "fr");
  await signInOnProvider(page, "emma.petit@example.com", "Nouveau-Emma-2026", LABELS.fr);
  await expect(page.getByRole("heading", { level: 1, name: /Emma/ })).toBeVisible();
});
