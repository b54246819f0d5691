import { setInjections } from "./database.ts";
import { expect, expectNoAxeViolations, newContext, siteUrl, test, waitForHydration } from "./fixtures.ts";

// These journeys start as a first visit: no consent cookie (fixtures.ts gives every other one).
test.use({ consent: false });

const MEASUREMENT_TAG = {
  element: "script",
  value: "window.__cineluxMeasured = 'yes';",
  attributes: { id: "measurement-tag" },
  position: "head",
  purpose: "measurement",
};

const measured = (page: import("@playwright/test").Page) =>
  page.evaluate(() => (window as { __cineluxMeasured?: string }).__cineluxMeasured ?? null);

test.describe("consent (CNIL guidelines, Telecommunicatiewet art. 11.7a)", () => {
  test("a visitor refuses with the keyboard, the measurement script stays out, then accepts it from the footer", async ({
    page,
    baseURL,
  }) => {
    const restore = await setInjections("fr", [MEASUREMENT_TAG]);
    try {
      await page.goto(siteUrl(baseURL, "fr", "/fr"));
      await waitForHydration(page);
      const dialog = page.getByRole("dialog", { name: "Vos choix sur les cookies" });
      await expect(dialog).toBeVisible();
      await expect(page.locator("script#measurement-tag")).toHaveCount(0);
      await expectNoAxeViolations(page);

      // Refusing is as easy as accepting: side by side, the same size.
      const accept = dialog.getByRole("button", { name: "Tout accepter" });
      const refuse = dialog.getByRole("button", { name: "Tout refuser" });
      const [acceptBox, refuseBox] = [await accept.boundingBox(), await refuse.boundingBox()];
      expect(refuseBox?.width).toBe(acceptBox?.width);
      expect(refuseBox?.height).toBe(acceptBox?.height);
      expect(refuseBox?.y).toBe(acceptBox?.y);

      await expect(accept).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(refuse).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(dialog).toBeHidden();

      await page.reload();
      await waitForHydration(page);
      // The choice is kept: no dialog, and still no measurement script.
      await expect(page.getByRole("contentinfo")).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(page.locator("script#measurement-tag")).toHaveCount(0);
      expect(await measured(page)).toBeNull();

      // "Gestion des cookies" in the footer reopens it; measurement is chosen with the keyboard.
      const manage = page.getByRole("contentinfo").getByRole("button", { name: "Gestion des cookies" });
      await manage.focus();
      await page.keyboard.press("Enter");
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: "Choisir par finalité" }).press("Enter");
      const measurement = dialog.getByRole("switch", { name: "Mesure d’audience" });
      await expect(measurement).toBeFocused();
      await expect(measurement).not.toBeChecked();
      await expect(dialog.getByRole("switch", { name: "Strictement nécessaires" })).toBeDisabled();
      await expectNoAxeViolations(page);
      await page.keyboard.press("Space");
      await dialog.getByRole("button", { name: "Enregistrer mes choix" }).press("Enter");
      await expect(dialog).toBeHidden();
      await expect(manage).toBeFocused();
      await expect(page.locator("head script#measurement-tag")).toHaveCount(1);
      expect(await measured(page)).toBe("yes");

      await page.reload();
      await waitForHydration(page);
      await expect(page.locator("head script#measurement-tag")).toHaveCount(1);
      await expect(dialog).toBeHidden();
    } finally {
      await restore();
    }
  });

  test("accepting everything inserts the measurement script at once, and the light footer's button reopens the dialog", async ({
    page,
    baseURL,
  }) => {
    const restore = await setInjections("fr", [MEASUREMENT_TAG]);
    try {
      // The not-found page has the light footer (docs/shell.md "Which footer").
      await page.goto(siteUrl(baseURL, "fr", "/fr/no-such-page"));
      await waitForHydration(page);
      const dialog = page.getByRole("dialog", { name: "Vos choix sur les cookies" });
      await expect(page.locator("script#measurement-tag")).toHaveCount(0);
      await dialog.getByRole("button", { name: "Tout accepter" }).click();
      await expect(dialog).toBeHidden();
      await expect(page.locator("head script#measurement-tag")).toHaveCount(1);
      expect(await measured(page)).toBe("yes");
      await page
        .getByRole("contentinfo")
        .getByRole("button", { name: "Préférences de confidentialité" })
        .click();
      await expect(dialog).toBeVisible();
      // Escape closes it and changes nothing.
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
    } finally {
      await restore();
    }
  });

  test("asks in the page's language, and not at all in an app's webview", async ({ page, baseURL }) => {
    await page.goto(siteUrl(baseURL, "nl", "/en"));
    await waitForHydration(page);
    await expect(page.getByRole("dialog", { name: "Your cookie choices" })).toBeVisible();
    await page.goto(siteUrl(baseURL, "nl", "/nl"));
    await waitForHydration(page);
    await expect(page.getByRole("dialog", { name: "Uw keuzes over cookies" })).toBeVisible();
    await expectNoAxeViolations(page);
    // An m/ page without the app's cookie shows the webview error page: the app asks for consent.
    await page.goto(siteUrl(baseURL, "fr", "/m/fr/history"));
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // The dialog's code loads after hydration: once the network is idle it would be there.
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("without JavaScript nothing optional loads, even for a visitor who accepted everything", async ({
    browser,
    baseURL,
  }) => {
    const restore = await setInjections("fr", [
      MEASUREMENT_TAG,
      {
        element: "iframe",
        value: "",
        attributes: { id: "noscript-frame", src: "https://tags.example.com/ns.html" },
        position: "noscript",
        purpose: "measurement",
      },
    ]);
    const context = await newContext(browser, { javaScriptEnabled: false });
    try {
      await context.addCookies([
        { name: "cinelux_consent", value: `1.${Date.now()}.111`, url: new URL(baseURL ?? "").origin },
      ]);
      const page = await context.newPage();
      const response = await page.goto(siteUrl(baseURL, "fr", "/fr"));
      const html = (await response?.text()) ?? "";
      // The settings in the root's data name the items, as data; no element of theirs is rendered.
      expect(html).not.toMatch(/<script[^>]*measurement-tag/);
      expect(html).not.toMatch(/<iframe|<noscript/);
      await expect(page.getByRole("contentinfo")).toBeVisible();
    } finally {
      await context.close();
      await restore();
    }
  });
});
