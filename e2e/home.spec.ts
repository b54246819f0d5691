import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { withDatabase } from "./database.ts";
import { expect, expectNoAxeViolations, signInAs, siteUrl, test, VIEWPORTS } from "./fixtures.ts";

/**
 * A registered customer of `domain` every home push applies to (no birth date, both opt-ins off,
 * the demo survey not answered), made for this journey alone: it shares the demo customers'
 * password, copied from one of them.
 */
async function createPushCustomer(domain: "fr" | "nl", firstName: string): Promise<string> {
  const mail = `home-${randomUUID().slice(0, 8)}@example.test`;
  await withDatabase((client) =>
    client.query(
      `insert into accounts (mail, password_hash, mail_verified_at, must_verify_mail, domain, language,
         registered, gender, first_name, last_name, address, postal_code, city, country)
       select $1, password_hash, now(), false, $2, $2, true, 'civ-mm', $3, 'Accueil', '1 place du Cinéma',
         '75011', 'Paris', 'FR'
       from accounts where mail = 'emma.petit@example.com'`,
      [mail, domain, firstName],
    ),
  );
  return mail;
}

function push(page: Page, title: string) {
  return page
    .getByRole("region", { name: /Pour vous|Voor u/ })
    .getByRole("heading", { level: 3, name: title });
}

test.describe("customer home", () => {
  test("a dismissed home push stays hidden after a reload, kept 60 days by the server", async ({
    page,
    baseURL,
  }) => {
    const mail = await createPushCustomer("fr", "Jeanne");
    await signInAs(page, baseURL, { domain: "fr", language: "fr", mail });
    await expect(page.getByRole("heading", { level: 1, name: "Bonjour Jeanne" })).toBeVisible();
    await expect(push(page, "Votre avis sur votre dernière séance")).toBeVisible();
    await expect(push(page, "Votre anniversaire, on le fête ?")).toBeVisible();
    await expect(push(page, "Ne manquez aucune avant-première")).toBeVisible();

    const before = Date.now();
    await page
      .getByRole("button", { name: "Masquer « Ne manquez aucune avant-première » pendant 60 jours" })
      .click();
    await expect(push(page, "Ne manquez aucune avant-première")).toHaveCount(0);
    // Focus does not fall to the page's start: it lands on the section.
    await expect(page.getByRole("heading", { level: 2, name: "Pour vous" })).toBeFocused();

    await page.reload();
    await expect(push(page, "Votre anniversaire, on le fête ?")).toBeVisible();
    await expect(push(page, "Ne manquez aucune avant-première")).toHaveCount(0);
    const hiddenUntil = await withDatabase(async (client) => {
      const { rows } = await client.query<{ until: Date }>(
        "select hide_opt_in_push_until as until from accounts where mail = $1",
        [mail],
      );
      return rows[0]?.until.getTime() ?? 0;
    });
    expect(hiddenUntil).toBeGreaterThanOrEqual(before + 60 * 86_400_000 - 5_000);
    expect(hiddenUntil).toBeLessThanOrEqual(Date.now() + 60 * 86_400_000);
  });

  test("a customer gives a birth date and answers the survey from the home", async ({ page, baseURL }) => {
    const mail = await createPushCustomer("fr", "Inès");
    await signInAs(page, baseURL, { domain: "fr", language: "fr", mail });
    await page.getByLabel("Date de naissance").fill("1994-06-21");
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await expect(push(page, "Votre anniversaire, on le fête ?")).toHaveCount(0);

    await page.getByRole("button", { name: "Répondre au questionnaire" }).click();
    const dialog = page.getByRole("dialog", { name: "Votre avis sur votre dernière séance" });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Envoyer mes réponses" }).click();
    await expect(dialog.getByText("Choisissez une note de 1 à 5.")).toHaveCount(2);
    await dialog
      .getByRole("group", { name: "Dans l'ensemble, comment était votre séance ?" })
      .getByRole("radio", { name: "4 sur 5" })
      .check();
    await dialog
      .getByRole("group", { name: "Le confort de la salle et des fauteuils" })
      .getByRole("radio", { name: "5 sur 5" })
      .check();
    await dialog.getByLabel("Un mot à nous dire ? (facultatif)").fill("Très bon son, merci !");
    await dialog.getByRole("button", { name: "Envoyer mes réponses" }).click();
    await expect(dialog).toBeHidden();
    await expect(push(page, "Votre avis sur votre dernière séance")).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Bonjour Inès" })).toBeVisible();
    await expect(push(page, "Ne manquez aucune avant-première")).toBeVisible();
    await expect(push(page, "Votre avis sur votre dernière séance")).toHaveCount(0);
    await expect(push(page, "Votre anniversaire, on le fête ?")).toHaveCount(0);
    const stored = await withDatabase(async (client) => {
      const { rows } = await client.query<{ birth_date: string; answers: unknown }>(
        `select to_char(a.birth_date, 'YYYY-MM-DD') as birth_date, s.answers
         from accounts a join survey_answers s on s.account_id = a.id where a.mail = $1`,
        [mail],
      );
      return rows[0];
    });
    expect(stored).toEqual({
      birth_date: "1994-06-21",
      answers: { overall: 4, comfort: 5, comment: "Très bon son, merci !" },
    });
  });

  for (const [domain, language, firstName, greeting] of [
    ["fr", "fr", "Lou", "Bonjour Lou"],
    ["nl", "nl", "Daan", "Hallo Daan"],
  ] as const) {
    test(`the home with its tiles and pushes passes axe at desktop and mobile widths in ${language}`, async ({
      page,
      baseURL,
    }) => {
      const mail = await createPushCustomer(domain, firstName);
      await signInAs(page, baseURL, { domain, language, mail });
      for (const viewport of Object.values(VIEWPORTS)) {
        await page.setViewportSize(viewport);
        await page.goto(siteUrl(baseURL, domain, `/${language}`));
        await expect(page.getByRole("heading", { level: 1, name: greeting })).toBeVisible();
        await expect(
          page.getByRole("region", { name: /Pour vous|Voor u/ }).getByRole("listitem"),
        ).toHaveCount(3);
        // Every tile has loaded: no skeleton left.
        await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
        await expectNoAxeViolations(page);
      }
    });
  }
});
