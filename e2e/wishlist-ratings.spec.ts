import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, signInAs, test, VIEWPORTS } from "./fixtures.ts";

/**
 * Wishlist and ratings against the real server and the seed (docs/domain/feelings.md):
 * camille.martin finds her wishes, wishes one more show through the "Add a film" picker (keyboard
 * only) and takes it off again, rates a film she saw and removes that rating; both pages pass axe at
 * desktop and mobile widths. Everything changed is undone, so the seed's demo customer is as other
 * specs expect her.
 */

const CAMILLE = "camille.martin@example.com";

function section(page: Page, name: string) {
  return page.getByRole("region", { name, exact: true });
}

test.describe("wishlist and ratings", () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test("camille wishes a show and rates a film she saw, then undoes both", async ({ page, baseURL }) => {
    await signInAs(page, baseURL, { domain: "fr", language: "fr", mail: CAMILLE, path: "/fr/wishlist" });
    await expect(page.getByRole("heading", { level: 1, name: "Ma liste d'envies" })).toBeVisible();
    const wishes = page.getByRole("list", { name: "Films et événements de ma liste d'envies" });
    await expect(wishes.getByRole("heading")).toHaveText(["L'Aurore", "Les Ailes"]);
    await expect(wishes.getByRole("link", { name: "L'Aurore" })).toHaveAttribute(
      "href",
      /\/fr\/films\/sunrise$/,
    );
    await expectNoAxeViolations(page);

    // Wished through the picker, with the keyboard: it searches the signed-in list of shows (SPEC 7).
    await page.getByRole("button", { name: "Ajouter un film" }).click();
    const search = page.getByRole("searchbox", { name: "Rechercher un film" });
    await expect(search).toBeFocused();
    await page.keyboard.type("faust");
    const offered = page.getByRole("list", { name: "Films que vous pouvez ajouter" });
    const addFaust = offered.getByRole("button", {
      name: "Ajouter Faust, une légende allemande à ma liste d'envies",
    });
    await expect(addFaust).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Tab");
    await expect(addFaust).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByText("Faust, une légende allemande est dans votre liste d'envies.")).toBeVisible();
    await expect(wishes.getByRole("heading")).toHaveText([
      "Faust, une légende allemande",
      "L'Aurore",
      "Les Ailes",
    ]);
    // Wished now: the picker offers it no more.
    await expect(page.getByText("Aucun film à ajouter ne correspond à ce titre.")).toBeVisible();
    await expect(search).toBeFocused();
    await page.reload();
    await expect(wishes.getByRole("heading")).toHaveText([
      "Faust, une légende allemande",
      "L'Aurore",
      "Les Ailes",
    ]);
    await page
      .getByRole("button", { name: "Retirer Faust, une légende allemande de ma liste d'envies" })
      .click();
    await expect(wishes.getByRole("heading")).toHaveText(["L'Aurore", "Les Ailes"]);

    await page.goto(new URL("/fr/ratings", page.url()).toString());
    await expect(page.getByRole("heading", { level: 1, name: "Mes notes" })).toBeVisible();
    const toRate = section(page, "Films à noter");
    const given = section(page, "Mes films notés");
    await expect(toRate.getByRole("heading", { level: 3 })).toHaveText([
      "Metropolis",
      "Nosferatu le vampire",
      "La Ruée vers l'or",
    ]);
    await expect(given.getByRole("heading", { level: 3 })).toHaveText(["Le Kid"]);

    // Rated with the keyboard: the film moves to the ratings given.
    const stars = toRate.getByRole("group", { name: "Ma note pour Metropolis" });
    await stars.getByRole("button", { name: "4 sur 5 : J'ai aimé" }).focus();
    await page.keyboard.press("Enter");
    await expect(given.getByRole("heading", { level: 3 })).toHaveText(["Metropolis", "Le Kid"]);
    await expect(toRate.getByRole("heading", { level: 3 })).toHaveText([
      "Nosferatu le vampire",
      "La Ruée vers l'or",
    ]);
    await expect(
      given
        .getByRole("group", { name: "Ma note pour Metropolis" })
        .getByRole("button", { name: "4 sur 5 : J'ai aimé" }),
    ).toHaveAttribute("aria-pressed", "true");
    await expectNoAxeViolations(page);

    await page.setViewportSize(VIEWPORTS.mobile);
    await expectNoAxeViolations(page);

    // Undone: the rating removed, Metropolis is to rate again.
    await given.getByRole("button", { name: "Retirer ma note de Metropolis" }).click();
    await expect(given.getByRole("heading", { level: 3 })).toHaveText(["Le Kid"]);
    await expect(toRate.getByRole("heading", { level: 3 })).toHaveText([
      "Metropolis",
      "Nosferatu le vampire",
      "La Ruée vers l'or",
    ]);

    await page.goto(new URL("/fr/wishlist", page.url()).toString());
    await expect(wishes.getByRole("heading")).toHaveText(["L'Aurore", "Les Ailes"]);
    await expectNoAxeViolations(page);
  });
});
