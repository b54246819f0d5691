import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test, VIEWPORTS } from "./fixtures.ts";

/**
 * Embedded mode against the real server: the dev host page (/dev/embedded) plays the
 * mobile app. It sets the CINELUX_AUTH cookie for a demo customer, frames an m/ page and logs the
 * signals the page sends to its parent frame (docs/embedded.md). Only tokens are minted: no demo
 * customer's data changes.
 */

function signalLog(page: Page) {
  return page.getByRole("list", { name: "Signals received" }).getByRole("listitem");
}

function hostUrl(query: Record<string, string>): string {
  return `/dev/embedded?${new URLSearchParams({ mail: "camille.martin@example.com", ...query })}`;
}

test.describe("the embedded (webview) mode", () => {
  test("the app's friends page signs camille in from the cookie, without header or footer, and asks the host to close", async ({
    page,
  }) => {
    await page.goto(hostUrl({ page: "friends", language: "fr", cookie: "valid" }));
    const frame = page.getByTitle("Embedded app: /m/fr/friends").contentFrame();
    await expect(frame.getByRole("heading", { level: 1, name: "Mes amis" })).toBeVisible();
    // SPEC 2.2: header and footer hidden on m/ pages; no redirect moved the frame.
    await expect(frame.getByRole("banner")).toHaveCount(0);
    await expect(frame.getByRole("contentinfo")).toHaveCount(0);
    expect(page.frames().map((f) => new URL(f.url()).pathname)).toContain("/m/fr/friends");
    for (const viewport of Object.values(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await expectNoAxeViolations(page);
    }
    await page.setViewportSize(VIEWPORTS.desktop);

    await frame.getByRole("button", { name: "Fermer" }).click();
    await expect(signalLog(page).filter({ hasText: /\bclose$/ })).toHaveCount(1);
    await expect(signalLog(page).filter({ hasText: /logout|refresh-login/ })).toHaveCount(0);
  });

  test("a token about to end asks the host for refresh-login; the renewed cookie opens the history", async ({
    page,
  }) => {
    await page.goto(hostUrl({ page: "history", language: "en", cookie: "expiring" }));
    const frame = page.getByTitle("Embedded app: /m/en/history").contentFrame();
    await expect(signalLog(page).filter({ hasText: /\brefresh-login$/ })).toHaveCount(1);
    await expect(
      signalLog(page).filter({ hasText: "cookie renewed for camille.martin@example.com" }),
    ).toHaveCount(1);
    await expect(frame.getByRole("heading", { level: 1, name: "My booking history" })).toBeVisible();
  });

  test("without the cookie an m/ page is the error page, at the same URL", async ({ page }) => {
    await page.goto("/m/fr/history");
    await expect(
      page.getByRole("heading", { level: 1, name: "Connectez-vous dans l'application" }),
    ).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/m/fr/history");
    await expect(page.getByRole("banner")).toHaveCount(0);
    for (const viewport of Object.values(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await expectNoAxeViolations(page);
    }
    // In a browser tab nobody listens: asking changes nothing, the page waits for a cookie.
    await page.getByRole("button", { name: "Se reconnecter" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "En attente de votre reconnexion" }),
    ).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/m/fr/history");
  });
});
