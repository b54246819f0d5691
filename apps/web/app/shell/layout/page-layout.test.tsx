// @vitest-environment jsdom
import { act, cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { CONSENT_COOKIE, saveConsent } from "../../lib/analytics/consent";
import { resetModals } from "../modals/modal-store";
import { renderShell, testSettings } from "../testing/render-shell";
import { PageLayout } from "./page-layout";

afterEach(() => {
  cleanup();
  resetModals();
  // biome-ignore lint/suspicious/noDocumentCookie: each test chooses its visitor's consent
  document.cookie = `${CONSENT_COOKIE}=; path=/; max-age=0`;
});

/** The layout for a returning visitor (a consent choice stored), unless `firstVisit`. */
function renderLayout(options: Parameters<typeof renderShell>[1] & { firstVisit?: boolean } = {}) {
  if (!options.firstVisit) {
    saveConsent({ measurement: false, personalisation: false, advertising: false });
  }
  const settings = testSettings(options.domain ?? "fr", options.flags);
  return renderShell(
    <PageLayout settings={settings}>
      <h1>Page</h1>
    </PageLayout>,
    options,
  );
}

describe("PageLayout (SPEC 2.1 root layout)", () => {
  it("puts header, main content, toast container and footer in that order", () => {
    renderLayout();
    const order = [
      screen.getByRole("banner"),
      screen.getByRole("main"),
      screen.getByRole("status"),
      screen.getByRole("contentinfo"),
    ];
    for (let index = 1; index < order.length; index++) {
      const previous = order[index - 1]!;
      expect(previous.compareDocumentPosition(order[index]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    expect(screen.getByRole("main").textContent).toBe("Page");
  });

  it("drops the header and the footer when the route says so", () => {
    renderLayout({ handle: { header: { disabled: true }, footer: "none" } });
    expect(screen.queryByRole("banner")).toBeNull();
    expect(screen.queryByRole("contentinfo")).toBeNull();
    expect(screen.getByRole("main")).toBeDefined();
    expect(screen.getByRole("alert")).toBeDefined();
  });

  it("opens the account modal from the account button of a signed-in customer", async () => {
    const user = userEvent.setup();
    renderLayout({ account: { firstName: "Camille" } });
    const button = screen.getByRole("button", { name: "Mon compte" });
    await user.click(button);
    // The account modal loads on demand and opens once there.
    expect(await screen.findByRole("dialog", { name: "Bonjour Camille" })).toBeDefined();
    await user.keyboard("{Escape}");
    expect(document.activeElement).toBe(button);
  });

  it("has no account button nor account modal for an anonymous visitor", () => {
    renderLayout();
    expect(screen.queryByRole("button", { name: "Mon compte" })).toBeNull();
    expect(document.querySelector(".modal--account")).toBeNull();
  });

  it("opens the language modal from the header", async () => {
    const user = userEvent.setup();
    renderLayout();
    await user.click(screen.getByRole("button", { name: "Langue : Français" }));
    // Loaded when first opened.
    expect(await screen.findByRole("dialog", { name: "Choisir la langue" })).toBeDefined();
    act(() => resetModals());
  });

  it("asks a first visitor for consent, but not inside an app's webview, where the app asks", async () => {
    renderLayout({ firstVisit: true, handle: { embedded: true, footer: "none" }, path: "/m/fr/history" });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole("dialog")).toBeNull();
    cleanup();
    renderLayout({ firstVisit: true });
    expect(await screen.findByRole("dialog", { name: "Vos choix sur les cookies" })).toBeDefined();
  });
});
