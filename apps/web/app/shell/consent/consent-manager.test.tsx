// @vitest-environment jsdom
import type { Injection } from "@cinelux/contract/settings";
import { act, cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CONSENT_COOKIE, saveConsent } from "../../lib/analytics/consent";
import { resetModals } from "../modals/modal-store";
import { renderShell, type ShellOptions } from "../testing/render-shell";
import { ConsentManager } from "./consent-manager";
import { injectionElement, resetInsertedInjections } from "./insert-injections";

const measurement: Injection = {
  element: "script",
  value: "window.__measured = true;",
  attributes: { id: "measurement-tag", "data-site": "cinelux" },
  position: "head",
  purpose: "measurement",
};
const advertising: Injection = {
  element: "iframe",
  value: "",
  attributes: { id: "advertising-frame", src: "https://ads.example/frame.html" },
  position: "head",
  purpose: "advertising",
};
const noscript: Injection = {
  element: "iframe",
  value: "",
  attributes: { id: "noscript-frame", src: "https://tags.example/ns.html" },
  position: "noscript",
  purpose: "measurement",
};
const ITEMS = [measurement, advertising, noscript];
const ALL = { measurement: true, personalisation: true, advertising: true };
const NONE = { measurement: false, personalisation: false, advertising: false };

function renderManager(options: ShellOptions & { embedded?: boolean; items?: Injection[] } = {}) {
  return renderShell(
    <ConsentManager injections={options.items ?? ITEMS} embedded={options.embedded ?? false} />,
    options,
  );
}

const inserted = (id: string) => document.getElementById(id);

afterEach(() => {
  cleanup();
  resetModals();
  resetInsertedInjections();
  vi.unstubAllGlobals();
  for (const element of document.querySelectorAll("#measurement-tag, #advertising-frame, #noscript-frame")) {
    element.remove();
  }
  // biome-ignore lint/suspicious/noDocumentCookie: each test starts as a first visit
  document.cookie = `${CONSENT_COOKIE}=; path=/; max-age=0`;
});

describe("the consent dialog (CNIL guidelines, Telecommunicatiewet art. 11.7a)", () => {
  it("opens on the first visit in the page's language, refusing as easy as accepting", async () => {
    for (const [language, title, accept, refuse] of [
      ["fr", "Vos choix sur les cookies", "Tout accepter", "Tout refuser"],
      ["nl", "Uw keuzes over cookies", "Alles accepteren", "Alles weigeren"],
      ["en", "Your cookie choices", "Accept all", "Refuse all"],
    ] as const) {
      renderManager({ domain: language === "nl" ? "nl" : "fr", language });
      const dialog = await screen.findByRole("dialog", { name: title });
      const acceptAll = within(dialog).getByRole("button", { name: accept });
      const refuseAll = within(dialog).getByRole("button", { name: refuse });
      expect(acceptAll.className).toBe(refuseAll.className);
      expect(acceptAll.parentElement).toBe(refuseAll.parentElement);
      // The keyboard starts on the first answer.
      expect(document.activeElement).toBe(acceptAll);
      cleanup();
      resetModals();
    }
  });

  it("inserts a measurement item only once measurement is accepted, never a noscript item", async () => {
    const user = userEvent.setup();
    renderManager();
    const dialog = await screen.findByRole("dialog", { name: "Vos choix sur les cookies" });
    expect(inserted("measurement-tag")).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "Tout accepter" }));
    await vi.waitFor(() => expect(inserted("measurement-tag")?.parentElement).toBe(document.head));
    const script = inserted("measurement-tag") as HTMLScriptElement;
    expect(script.textContent).toBe("window.__measured = true;");
    expect(script.dataset.site).toBe("cinelux");
    expect(inserted("advertising-frame")?.parentElement).toBe(document.body);
    expect(inserted("noscript-frame")).toBeNull();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("inserts nothing when everything is refused, and keeps that choice for the next page", async () => {
    const user = userEvent.setup();
    renderManager();
    await user.click(await screen.findByRole("button", { name: "Tout refuser" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    cleanup();
    renderManager();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(inserted("measurement-tag")).toBeNull();
    expect(inserted("advertising-frame")).toBeNull();
  });

  it("lets the visitor choose per purpose, the strictly necessary always on", async () => {
    const user = userEvent.setup();
    renderManager({ language: "en" });
    await user.click(await screen.findByRole("button", { name: "Choose by purpose" }));
    const necessary = screen.getByRole("switch", { name: "Strictly necessary" });
    expect(necessary).toHaveProperty("checked", true);
    expect(necessary).toHaveProperty("disabled", true);
    const measured = screen.getByRole("switch", { name: "Audience measurement" });
    expect(document.activeElement).toBe(measured);
    expect(screen.getByRole("switch", { name: "Advertising" })).toHaveProperty("checked", false);
    await user.click(measured);
    await user.click(screen.getByRole("button", { name: "Save my choices" }));
    await vi.waitFor(() => expect(inserted("measurement-tag")).not.toBeNull());
    expect(inserted("advertising-frame")).toBeNull();
    expect(document.cookie).toContain(`${CONSENT_COOKIE}=1.`);
  });

  it("applies a stored choice at once, without asking", async () => {
    saveConsent({ ...NONE, advertising: true });
    renderManager();
    await vi.waitFor(() => expect(inserted("advertising-frame")).not.toBeNull());
    expect(inserted("measurement-tag")).toBeNull();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("reloads the page when a purpose whose items already ran is withdrawn", async () => {
    const reload = vi.fn();
    vi.stubGlobal("location", { protocol: "http:", reload });
    const user = userEvent.setup();
    saveConsent(ALL);
    renderManager({ language: "en" });
    await vi.waitFor(() => expect(inserted("measurement-tag")).not.toBeNull());
    const { openConsentPreferences } = await import("./open-consent");
    act(() => openConsentPreferences());
    await user.click(await screen.findByRole("button", { name: "Choose by purpose" }));
    // The switches start from the stored choice.
    expect(screen.getByRole("switch", { name: "Personalisation" })).toHaveProperty("checked", true);
    await user.click(screen.getByRole("switch", { name: "Personalisation" }));
    await user.click(screen.getByRole("button", { name: "Save my choices" }));
    expect(reload).not.toHaveBeenCalled();
    act(() => openConsentPreferences());
    await user.click(await screen.findByRole("button", { name: "Refuse all" }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it("neither asks nor inserts anything in an app's webview, where the app asks", async () => {
    renderManager({ embedded: true, path: "/m/fr/history" });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole("dialog")).toBeNull();
    saveConsent(ALL);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(inserted("measurement-tag")).toBeNull();
  });

  it("drops event-handler attributes, which would slip past the CSP", () => {
    const element = injectionElement(
      { ...measurement, attributes: { onload: "alert(1)", async: "", "bad name": "x" } },
      document,
    );
    expect(element.getAttributeNames()).toEqual(["async"]);
  });
});
