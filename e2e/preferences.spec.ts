import type { Page } from "@playwright/test";
import { marketingSettingsOf, queueMarketingMail, resetCommunicationPreferences } from "./database.ts";
import { expect, expectNoAxeViolations, newContext, signInAs, siteUrl, test, VIEWPORTS } from "./fixtures.ts";

async function expectAccessibleAtEveryWidth(page: Page): Promise<void> {
  for (const viewport of Object.values(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}

/** Follows the unsubscribe link of the newest mail with `subject` in the dev mailbox. */
async function openUnsubscribeLink(
  page: Page,
  baseURL: string | undefined,
  mail: string,
  subject: string,
  action: string,
) {
  await page.goto(new URL("/dev/mailbox", baseURL).toString());
  await page
    .getByRole("listitem")
    .filter({ hasText: mail })
    .getByRole("link", { name: new RegExp(subject) })
    .first()
    .click();
  await page.getByRole("link", { name: action }).click();
}

test.describe("preferences, interests and the newsletter's unsubscribe link", () => {
  test("Hugo opts in to the newsletters and picks his interests, then leaves the film news from a mail, signed out", async ({
    page,
    baseURL,
    browser,
  }) => {
    const mail = "hugo.durand@example.com";
    await resetCommunicationPreferences(mail);
    await signInAs(page, baseURL, { domain: "fr", language: "fr", mail, path: "/fr/preferences" });
    await expect(
      page.getByRole("heading", { level: 1, name: "Mes préférences de communication" }),
    ).toBeVisible();
    const newsletters = page.getByRole("switch", { name: "Newsletters Cinélux par e-mail" });
    await expect(newsletters).not.toBeChecked();
    await newsletters.click();
    await expect(page.getByRole("status").filter({ hasText: "Préférence enregistrée." })).toBeVisible();
    await expectAccessibleAtEveryWidth(page);
    await page.reload();
    await expect(page.getByRole("switch", { name: "Newsletters Cinélux par e-mail" })).toBeChecked();
    await expect(
      page.getByRole("switch", { name: "Offres de Cinélux et de ses partenaires" }),
    ).not.toBeChecked();

    await page.getByRole("link", { name: "Choisir mes centres d'intérêt" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Mes centres d'intérêt" })).toBeVisible();
    await page.getByRole("checkbox", { name: "Science-fiction" }).check();
    await page.getByRole("checkbox", { name: "Concerts" }).check();
    await page.getByRole("button", { name: "Enregistrer mes centres d'intérêt" }).click();
    await expect(page.getByText("Vos centres d'intérêt sont enregistrés.")).toBeVisible();
    await expectAccessibleAtEveryWidth(page);
    await page.reload();
    await expect(page.getByRole("checkbox", { name: "Science-fiction" })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: "Concerts" })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: "Action" })).not.toBeChecked();

    // Opted in, Hugo gets the film news; he follows its link in another browser, signed out.
    const subject = `L'actualité des films ${Date.now()}`;
    expect(
      await queueMarketingMail({
        mail,
        category: "filmnews",
        origin: new URL(baseURL ?? "").origin,
        subject,
      }),
    ).not.toBeNull();
    const signedOut = await newContext(browser);
    const reader = await signedOut.newPage();
    await openUnsubscribeLink(reader, baseURL, mail, subject, "Se désabonner");
    await expect(reader.getByRole("heading", { level: 1, name: "Se désabonner" })).toBeVisible();
    await expect(reader.getByRole("heading", { level: 2, name: "L'actualité des films" })).toBeVisible();
    await expect(reader.getByText("Adresse concernée : h***@e***.com")).toBeVisible();
    await expectAccessibleAtEveryWidth(reader);
    await reader.getByRole("button", { name: "Me désabonner de « L'actualité des films »" }).click();
    await expect(reader).toHaveURL(/\/fr\/unsubscribe\/confirmation$/);
    await expect(
      reader.getByRole("heading", { level: 1, name: "C'est noté, vous êtes désabonné(e)" }),
    ).toBeVisible();
    await expect(reader.getByText("Vous ne recevrez plus « L'actualité des films ».")).toBeVisible();
    await expect(reader.getByRole("link", { name: "Gérer mes préférences" })).toHaveCount(0);
    await expectAccessibleAtEveryWidth(reader);
    expect(await marketingSettingsOf(mail)).toEqual({
      mailOptin: true,
      generalOptin: false,
      filmnews: false,
      filmtips: true,
    });
    // The film news no longer goes out; the film tips still do.
    expect(
      await queueMarketingMail({
        mail,
        category: "filmnews",
        origin: new URL(baseURL ?? "").origin,
        subject,
      }),
    ).toBeNull();

    // A forged link is refused with a clear page.
    await reader.goto(siteUrl(baseURL, "fr", "/fr/unsubscribe?token=forged.token"));
    await expect(
      reader.getByRole("heading", { level: 1, name: "Ce lien de désabonnement n'est pas valide" }),
    ).toBeVisible();
    await signedOut.close();
  });

  test("Noah's screens in Dutch, and his film tips link stops every marketing mail", async ({
    page,
    baseURL,
    browser,
  }) => {
    const mail = "noah.jansen@example.com";
    await signInAs(page, baseURL, { domain: "nl", language: "nl", mail, path: "/nl/preferences" });
    await expect(page.getByRole("heading", { level: 1, name: "Mijn communicatievoorkeuren" })).toBeVisible();
    await page.getByRole("switch", { name: "Cinélux-nieuwsbrieven per e-mail" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Voorkeur opgeslagen." })).toBeVisible();
    await expectAccessibleAtEveryWidth(page);
    await page.goto(siteUrl(baseURL, "nl", "/nl/my-interests"));
    await expect(page.getByRole("heading", { level: 1, name: "Mijn interesses" })).toBeVisible();
    await expect(page.getByRole("group", { name: /^Filmgenres/ })).toBeVisible();
    await expectAccessibleAtEveryWidth(page);

    const origin = new URL(siteUrl(baseURL, "nl", "/")).origin;
    const link = await queueMarketingMail({
      mail,
      category: "filmtips",
      origin,
      subject: `Onze filmtips ${Date.now()}`,
    });
    expect(link).not.toBeNull();
    const signedOut = await newContext(browser);
    const reader = await signedOut.newPage();
    await reader.goto(link ?? "");
    await expect(reader.getByRole("heading", { level: 2, name: "Onze filmtips" })).toBeVisible();
    await expectAccessibleAtEveryWidth(reader);
    await reader.getByRole("button", { name: "Mij uitschrijven voor alle promotionele e-mails" }).click();
    await expect(
      reader.getByRole("heading", { level: 1, name: "Genoteerd, u bent uitgeschreven" }),
    ).toBeVisible();
    expect(new URL(reader.url()).pathname).toBe("/nl/unsubscribe/confirmation");
    await expectAccessibleAtEveryWidth(reader);
    expect(await marketingSettingsOf(mail)).toMatchObject({ mailOptin: false, generalOptin: false });
    await signedOut.close();

    // Back on his preferences, signed in: the newsletters switch is off.
    await page.goto(siteUrl(baseURL, "nl", "/nl/preferences"));
    await expect(page.getByRole("switch", { name: "Cinélux-nieuwsbrieven per e-mail" })).not.toBeChecked();
  });
});
