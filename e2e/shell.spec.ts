import { setFlag, setInjections } from "./database.ts";
import {
  clickHeaderSignIn,
  expect,
  expectNoAxeViolations,
  signInAs,
  siteUrl,
  test,
  VIEWPORTS,
} from "./fixtures.ts";

test.describe("the shell around every page", () => {
  test("an operator switches Subscription off in the database and its menu item goes, without a deploy", async ({
    page,
    baseURL,
  }) => {
    await signInAs(page, baseURL, { domain: "fr", language: "fr", mail: "camille.martin@example.com" });
    const menu = page.getByRole("navigation", { name: "Menu principal" });
    await expect(menu.getByRole("link", { name: "Abonnement" })).toBeVisible();
    // The Wallet shows Camille's three upcoming e-tickets.
    await expect(menu.getByRole("link", { name: /Portefeuille/ })).toContainText("3");

    const restore = await setFlag("fr", "subscriptionEnabled", false);
    try {
      await page.reload();
      await expect(page.getByRole("heading", { level: 1, name: /Camille/ })).toBeVisible();
      await expect(menu.getByRole("link", { name: "Films" })).toBeVisible();
      await expect(menu.getByRole("link", { name: "Abonnement" })).toHaveCount(0);
    } finally {
      await restore();
    }
    await page.reload();
    await expect(menu.getByRole("link", { name: "Abonnement" })).toBeVisible();
  });

  test("injected items from the settings are placed in the page after consent and allowed by its CSP", async ({
    page,
    baseURL,
  }) => {
    // This journey's visitor accepted every purpose (fixtures.ts): each item's purpose is allowed.
    const restore = await setInjections("fr", [
      {
        element: "script",
        value: "window.__cineluxInjected = 'yes';",
        attributes: { id: "operator-tag" },
        position: "head",
        purpose: "measurement",
      },
      {
        element: "script",
        value: "",
        attributes: { src: "https://tags.example.com/tag.js", async: "" },
        position: "head",
        purpose: "advertising",
      },
      {
        element: "iframe",
        value: "",
        attributes: { src: "https://tags.example.com/ns.html", height: "0", width: "0" },
        position: "noscript",
        purpose: "measurement",
      },
    ]);
    // The injected src is answered here: nothing leaves this machine.
    await page.route("https://tags.example.com/**", (route) =>
      route.fulfill({ status: 200, contentType: "text/javascript", body: "window.__cineluxTag = 'loaded';" }),
    );
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content.Security.Policy/i.test(message.text())) {
        violations.push(message.text());
      }
    });
    try {
      const response = await page.goto(siteUrl(baseURL, "fr", "/fr/no-such-page"));
      const csp = (await response?.allHeaders())?.["content-security-policy"] ?? "";
      expect(csp).toMatch(/script-src [^;]*https:\/\/tags\.example\.com/);
      expect(csp).toMatch(/frame-src [^;]*https:\/\/tags\.example\.com/);
      // The server renders none of them (the settings in the root's data name them, as data): the
      // page's HTML is the same whatever the visitor chose.
      expect(await response?.text()).not.toMatch(/<script[^>]*operator-tag/);
      await expect(page.locator("head script#operator-tag")).toHaveCount(1);
      await expect
        .poll(() => page.evaluate(() => (window as { __cineluxTag?: string }).__cineluxTag))
        .toBe("loaded");
      expect(await page.evaluate(() => (window as { __cineluxInjected?: string }).__cineluxInjected)).toBe(
        "yes",
      );
      // Without JavaScript no choice can be made: noscript items are not rendered.
      await expect(page.locator("noscript")).toHaveCount(0);
      expect(violations).toEqual([]);
    } finally {
      await restore();
    }
    // Another domain's page is untouched.
    const dutch = await page.goto(siteUrl(baseURL, "nl", "/nl/no-such-page"));
    expect((await dutch?.allHeaders())?.["content-security-policy"]).not.toContain("tags.example.com");
  });

  test("switching language keeps the path", async ({ page, baseURL }) => {
    await signInAs(page, baseURL, {
      domain: "fr",
      language: "fr",
      mail: "camille.martin@example.com",
      path: "/fr/mail",
    });
    await expect(page).toHaveURL(/\/fr\/mail$/);
    await page.getByRole("button", { name: /Langue/ }).click();
    const dialog = page.getByRole("dialog", { name: "Choisir la langue" });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: /English/ }).click();
    await expect(page).toHaveURL(/\/en\/mail$/);
    await expect(dialog).toBeHidden();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("navigation", { name: "Main menu" })).toBeVisible();
  });

  test("the Dutch domain offers NL and EN and lists the Dutch cities", async ({ page, baseURL }) => {
    await signInAs(page, baseURL, { domain: "nl", language: "nl", mail: "sanne.devries@example.com" });
    await expect(page.getByRole("heading", { level: 1, name: /Sanne/ })).toBeVisible();
    const footer = page.getByRole("contentinfo");
    const languageButtons = footer.getByRole("group", { name: /taal/i }).getByRole("button");
    await expect(languageButtons).toHaveText(["NL", "EN"]);
    for (const city of ["Amsterdam", "Rotterdam", "Den Haag", "Utrecht", "Tilburg"]) {
      await expect(footer.getByRole("link", { name: city, exact: true })).toBeVisible();
    }
    await expect(footer.getByRole("link", { name: "Paris", exact: true })).toHaveCount(0);
    // Offers is off on the Dutch domain.
    await expect(
      page.getByRole("navigation", { name: "Hoofdmenu" }).getByRole("link", { name: "Aanbiedingen" }),
    ).toHaveCount(0);
  });

  test("on a phone the footer folds into an accordion and shows the FAQ block", async ({ page, baseURL }) => {
    await page.setViewportSize(VIEWPORTS.mobile);
    await signInAs(page, baseURL, {
      domain: "fr",
      language: "fr",
      mail: "camille.martin@example.com",
      path: "/fr",
    });
    const footer = page.getByRole("contentinfo");
    const cinemas = footer.getByRole("button", { name: "Cinémas" });
    await expect(cinemas).toHaveAttribute("aria-expanded", "false");
    await expect(footer.getByRole("link", { name: "Lyon", exact: true })).toBeHidden();
    await cinemas.click();
    await expect(cinemas).toHaveAttribute("aria-expanded", "true");
    await expect(footer.getByRole("link", { name: "Lyon", exact: true })).toBeVisible();
    await expect(footer.getByRole("heading", { name: "Questions fréquentes" })).toBeVisible();
    await expectNoAxeViolations(page);
    // Nothing widens the page sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(VIEWPORTS.mobile.width);

    await page.setViewportSize(VIEWPORTS.desktop);
    await expect(footer.getByRole("heading", { name: "Questions fréquentes" })).toBeHidden();
    await expect(footer.getByRole("link", { name: "Lyon", exact: true })).toBeVisible();
  });

  test("the account modal works with the keyboard alone and gives focus back", async ({ page, baseURL }) => {
    await signInAs(page, baseURL, { domain: "fr", language: "fr", mail: "camille.martin@example.com" });
    const opener = page.getByRole("button", { name: "Mon compte" });
    await opener.focus();
    await page.keyboard.press("Enter");
    // Titled with the first name when it is known (SPEC 2.1).
    const dialog = page.getByRole("dialog", { name: "Bonjour Camille" });
    await expect(dialog).toBeVisible();
    for (const name of ["Mon profil", "Mes goodies", "Mes avantages", "Mes réservations"]) {
      await expect(dialog.getByRole("link", { name })).toBeVisible();
    }
    await expectNoAxeViolations(page);
    // Focus stays inside while tabbing round, both ways.
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press(i % 3 === 2 ? "Shift+Tab" : "Tab");
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("a customer who signed up completes the registration and lands on the home", async ({
    page,
    baseURL,
  }) => {
    await signInAs(page, baseURL, { domain: "fr", language: "fr", mail: "new.customer@example.com" });
    await expect(page).toHaveURL(/\/fr\/register$/);
    await expect(page.getByRole("heading", { level: 1, name: "Finalisez votre inscription" })).toBeVisible();
    for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
      await page.setViewportSize(viewport);
      await expectNoAxeViolations(page);
    }

    await page.getByRole("radio", { name: "Madame" }).check();
    await page.getByLabel("Prénom").fill("Inès");
    await page.getByLabel("Nom", { exact: true }).fill("Garnier");
    await page.getByLabel("Date de naissance").fill("1994-06-18");
    await page.getByLabel("Adresse", { exact: true }).fill("8 rue Oberkampf");
    await page.getByLabel("Code postal").fill("75011");
    await page.getByLabel("Ville").fill("Paris");
    await page.getByRole("button", { name: "Terminer mon inscription" }).click();

    await expect(page).toHaveURL(/\/fr$/);
    await expect(page.getByRole("heading", { level: 1, name: /Inès/ })).toBeVisible();
  });

  test("a registered customer who opens the registration page is sent home", async ({ page, baseURL }) => {
    await signInAs(page, baseURL, {
      domain: "fr",
      language: "fr",
      mail: "camille.martin@example.com",
      path: "/fr/register",
    });
    await expect(page).toHaveURL(/\/fr$/);
    await expect(page.getByRole("heading", { level: 1, name: /Camille/ })).toBeVisible();
  });
});

for (const [width, viewport] of Object.entries(VIEWPORTS)) {
  test(`every page of the shell passes axe at ${width} width`, async ({ page, baseURL }) => {
    await page.setViewportSize(viewport);
    await signInAs(page, baseURL, { domain: "fr", language: "fr", mail: "emma.petit@example.com" });
    await expect(page.getByRole("heading", { level: 1, name: /Emma/ })).toBeVisible();
    await expectNoAxeViolations(page);
    for (const path of ["/fr/mail", "/fr/error", "/fr/no-such-page", "/en", "/m/fr"]) {
      await page.goto(siteUrl(baseURL, "fr", path));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    }
    // The mobile-embedded variant hides header and footer.
    await expect(page.getByRole("banner")).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
  });
}

test.describe("the look: menus, error pages and the sign-in page", () => {
  for (const { domain, language, mail, menuName } of [
    { domain: "fr", language: "fr", mail: "camille.martin@example.com", menuName: "Menu principal" },
    { domain: "fr", language: "en", mail: "camille.martin@example.com", menuName: "Main menu" },
    { domain: "nl", language: "nl", mail: "sanne.devries@example.com", menuName: "Hoofdmenu" },
  ] as const) {
    test(`the ${language} desktop menu is whole and clear of the account button at 1024, 1280 and 1440 px`, async ({
      page,
      baseURL,
    }) => {
      await signInAs(page, baseURL, { domain, language, mail, path: `/${language}/mail` });
      const menu = page.getByRole("navigation", { name: menuName });
      for (const width of [1024, 1280, 1440]) {
        await page.setViewportSize({ width, height: 800 });
        await expect(menu).toBeVisible();
        const account = await page
          .getByRole("button", { name: /^(Mon compte|My account|Mijn account)$/ })
          .boundingBox();
        const language_ = await page.getByRole("button", { name: /^(Langue|Language|Taal)/ }).boundingBox();
        const boxes = await menu.getByRole("link").evaluateAll((links) =>
          links.map((link) => {
            const box = link.getBoundingClientRect();
            return {
              name: link.textContent,
              left: box.left,
              right: box.right,
              top: box.top,
              bottom: box.bottom,
            };
          }),
        );
        expect(boxes.length).toBeGreaterThanOrEqual(6);
        for (const box of boxes) {
          expect(box.left, `${box.name} at ${width}`).toBeGreaterThanOrEqual(0);
          expect(box.right, `${box.name} at ${width}`).toBeLessThanOrEqual(width);
          for (const side of [account, language_]) {
            if (!side) {
              throw new Error("the header's side buttons are missing");
            }
            const overlaps =
              box.left < side.x + side.width &&
              box.right > side.x &&
              box.top < side.y + side.height &&
              box.bottom > side.y;
            expect(overlaps, `${box.name} overlaps a side button at ${width}`).toBe(false);
          }
        }
        expect(await menu.evaluate((nav) => nav.scrollWidth <= nav.clientWidth)).toBe(true);
      }
    });
  }

  test("on a phone the main menu opens in a panel that works with the keyboard alone", async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize(VIEWPORTS.mobile);
    await signInAs(page, baseURL, {
      domain: "fr",
      language: "fr",
      mail: "camille.martin@example.com",
      path: "/fr/mail",
    });
    // The row of links is gone: one button says where the menu is.
    await expect(page.getByRole("navigation", { name: "Menu principal" })).toBeHidden();
    const button = page.getByRole("button", { name: "Menu", exact: true });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await button.focus();
    await page.keyboard.press("Enter");
    const panel = page.getByRole("dialog", { name: "Navigation" });
    await expect(panel).toBeVisible();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    const menu = panel.getByRole("navigation", { name: "Menu principal" });
    await expect(menu.getByRole("link", { name: "Films" })).toBeFocused();
    for (const name of ["Cinémas", "Club Cinélux", "Profil", "Plus de Cinélux"]) {
      await expect(menu.getByRole("link", { name })).toBeVisible();
    }
    // SPEC 2.1: the club's promo image shows on desktop only.
    await expect(menu.getByRole("link", { name: "Club Cinélux" }).locator("svg")).toBeHidden();
    // Every item is inside the phone's width once the panel has slid in: nothing is cut off.
    await panel.evaluate((node) => Promise.all(node.getAnimations({ subtree: true }).map((a) => a.finished)));
    for (const box of await menu
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().right))) {
      expect(box).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
    }
    await expectNoAxeViolations(page);
    for (let i = 0; i < 14; i += 1) {
      await page.keyboard.press(i % 4 === 3 ? "Shift+Tab" : "Tab");
      expect(await panel.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute("aria-expanded", "false");

    // Following a link closes the panel.
    await button.click();
    await panel.getByRole("link", { name: "Profil" }).click();
    await expect(page).toHaveURL(/\/fr$/);
    await expect(panel).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(VIEWPORTS.mobile.width);
  });

  for (const [width, viewport] of Object.entries(VIEWPORTS)) {
    test(`the error and not-found pages keep their actions apart and pass axe at ${width} width`, async ({
      page,
      baseURL,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(siteUrl(baseURL, "fr", "/fr/error"));
      const again = page.getByRole("button", { name: "Se reconnecter" });
      const home = page.getByRole("link", { name: "Retour à mon compte" });
      await expect(again).toBeVisible();
      const [a, b] = [await again.boundingBox(), await home.boundingBox()];
      if (!a || !b) {
        throw new Error("the error page's actions are missing");
      }
      const apart = a.x + a.width + 8 <= b.x || b.x + b.width + 8 <= a.x || a.y + a.height + 8 <= b.y;
      expect(apart).toBe(true);
      await expectNoAxeViolations(page);
      await page.goto(siteUrl(baseURL, "fr", "/fr/no-such-page"));
      await expect(page.getByRole("heading", { level: 1, name: "Page introuvable" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Retour à l’accueil" })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test("the sign-in page wears the site's logo and asks for no missing icon", async ({ page, baseURL }) => {
    const missing: string[] = [];
    page.on("response", (response) => {
      if (response.status() === 404) {
        missing.push(response.url());
      }
    });
    await page.goto(siteUrl(baseURL, "fr", "/fr"));
    await clickHeaderSignIn(page, "fr");
    await expect(page.getByRole("heading", { level: 1, name: "Connexion" })).toBeVisible();
    await expect(page.getByRole("img", { name: "Cinélux" })).toBeVisible();
    for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
      await page.setViewportSize(viewport);
      await expectNoAxeViolations(page);
    }
    expect(missing).toEqual([]);
    // A client that asks for /favicon.ico without reading the page gets the brand mark.
    const icon = await page.request.get(siteUrl(baseURL, "fr", "/favicon.ico"));
    expect(icon.status()).toBe(200);
    expect(icon.headers()["content-type"]).toContain("image/svg+xml");
  });
});
