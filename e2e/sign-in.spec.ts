import {
  clickHeaderSignIn,
  DEMO_PASSWORD,
  expect,
  expectNoAxeViolations,
  LABELS,
  signInOnProvider,
  signOutFromAccountModal,
  siteUrl,
  test,
} from "./fixtures.ts";

test.describe("a registered customer's day", () => {
  test("Camille opens the French site, signs in, is greeted by first name and signs out", async ({
    page,
    baseURL,
  }) => {
    await page.goto(siteUrl(baseURL, "fr", "/"));
    // `/` goes to the domain's first language: the catalog home for an anonymous visitor (decision
    // 007), with "Sign in" in its header.
    expect(new URL(page.url()).pathname).toBe("/fr");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await clickHeaderSignIn(page, "fr");
    await expect(page.getByRole("heading", { level: 1, name: LABELS.fr.signInTitle })).toBeVisible();
    expect(new URL(page.url()).pathname).toMatch(/^\/auth\/interaction\//);
    await expectNoAxeViolations(page);

    await signInOnProvider(page, "camille.martin@example.com", DEMO_PASSWORD, LABELS.fr);
    await expect(page.getByRole("heading", { level: 1, name: /Camille/ })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/fr");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expectNoAxeViolations(page);

    await signOutFromAccountModal(page, "fr");
    // Signed out of the provider too: back on the catalog home, anonymous, "Sign in" offered again.
    const signIn = page.getByRole("banner").getByRole("button", { name: LABELS.fr.headerSignIn });
    await expect(signIn).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/fr");
    await page.goto(siteUrl(baseURL, "fr", "/fr"));
    await expect(signIn).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: /Camille/ })).toHaveCount(0);
    // The provider's session is gone too: signing in asks for the password again.
    await signIn.click();
    await expect(page.getByRole("heading", { level: 1, name: LABELS.fr.signInTitle })).toBeVisible();
  });

  test("Sanne signs in on the Dutch domain and stays on it", async ({ page, baseURL }) => {
    await page.goto(siteUrl(baseURL, "nl", "/"));
    await clickHeaderSignIn(page, "nl");
    await expect(page.getByRole("heading", { level: 1, name: LABELS.nl.signInTitle })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "nl");
    await signInOnProvider(page, "sanne.devries@example.com", DEMO_PASSWORD, LABELS.nl);
    await expect(page.getByRole("heading", { level: 1, name: /Sanne/ })).toBeVisible();
    const url = new URL(page.url());
    expect(url.hostname).toBe("nl.localhost");
    expect(url.pathname).toBe("/nl");
    await expectNoAxeViolations(page);
  });

  test("a deep link survives the sign-in round trip", async ({ page, baseURL }) => {
    await page.goto(siteUrl(baseURL, "fr", "/en/profile"));
    await expect(page.getByRole("heading", { level: 1, name: LABELS.en.signInTitle })).toBeVisible();
    await signInOnProvider(page, "noah.jansen@example.com", DEMO_PASSWORD, LABELS.en);
    await expect(page).toHaveURL(/\/en\/profile$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // From there, the home (the header's account link's target) is the customer's, not the catalog's.
    await page.goto(siteUrl(baseURL, "fr", "/en"));
    await expect(page.getByRole("heading", { level: 1, name: /Noah/ })).toBeVisible();
  });

  test("a wrong password is announced and keeps the e-mail", async ({ page, baseURL }) => {
    await page.goto(siteUrl(baseURL, "fr", "/fr"));
    await clickHeaderSignIn(page, "fr");
    await signInOnProvider(page, "lucas.bernard@example.com", "wrong password", LABELS.fr);
    await expect(page.getByRole("alert")).toContainText("Adresse e-mail ou mot de passe incorrect.");
    await expect(page.getByLabel(LABELS.fr.email)).toHaveValue("lucas.bernard@example.com");
    await expectNoAxeViolations(page);
  });
});
