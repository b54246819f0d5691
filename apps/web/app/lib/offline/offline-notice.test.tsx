// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import en from "../../../public/assets/i18n/en.json";
import fr from "../../../public/assets/i18n/fr.json";
import nl from "../../../public/assets/i18n/nl.json";
import { createI18n } from "../i18n/create-i18n";
import { I18nProvider } from "../i18n/use-translation";
import { clearOfflineData } from "./clear-offline-data";
import { OfflineNotice } from "./offline-notice";
import { ASSETS_CACHE, PRIVATE_CACHE, SHELL_CACHE } from "./offline-rules";
import { noteOnline, noteServedFromCache, resetOfflineStore, startOfflineStore } from "./offline-store";

function renderNotice(language: "fr" | "en" = "en") {
  return render(
    <I18nProvider i18n={createI18n(language, { fr, nl, en })}>
      <OfflineNotice language={language} />
    </I18nProvider>,
  );
}

afterEach(() => {
  cleanup();
  resetOfflineStore();
  vi.unstubAllGlobals();
});

describe("the offline notice (the customer sees when the data was last refreshed)", () => {
  it("says nothing while online with fresh data", () => {
    renderNotice();
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("says the browser is offline, then from when the kept data dates", () => {
    renderNotice();
    act(() => noteOnline(false));
    expect(screen.getByRole("status").textContent).toBe(
      "You are offline: this information may have changed since your last visit.",
    );
    const fetched = new Date("2026-11-20T18:30:00Z");
    act(() => {
      noteServedFromCache("https://www.cinelux.fr/api/ec/ebillet?language=en", fetched);
      noteServedFromCache(
        "https://www.cinelux.fr/api/accounts/me/cards?language=en",
        new Date("2026-11-21T08:00:00Z"),
      );
    });
    const date = new Intl.DateTimeFormat("en", { dateStyle: "long", timeStyle: "short" }).format(fetched);
    expect(screen.getByRole("status").textContent).toBe(`Offline: this information dates from ${date}.`);
  });

  it("forgets the kept copies when the connection comes back, and has them asked again", () => {
    const refetch = vi.fn();
    startOfflineStore(refetch);
    renderNotice("fr");
    act(() => {
      window.dispatchEvent(new Event("offline"));
      noteServedFromCache("https://www.cinelux.fr/api/ec/ebillet", new Date());
    });
    expect(screen.getByRole("status").textContent).toMatch(/^Hors connexion : ces informations datent du /);
    act(() => {
      window.dispatchEvent(new Event("online"));
    });
    expect(screen.getByRole("status").textContent).toBe("");
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});

describe("clearOfflineData (sign-out and sign-in)", () => {
  it("drops the customer's kept answers and the wallet page, not the assets", async () => {
    const deleted: string[] = [];
    vi.stubGlobal("caches", {
      delete: async (name: string) => {
        deleted.push(name);
        return true;
      },
    });
    await clearOfflineData();
    expect(deleted.sort()).toEqual([PRIVATE_CACHE, SHELL_CACHE].sort());
    expect(deleted).not.toContain(ASSETS_CACHE);
  });

  it("never stops a sign-out when the browser refuses", async () => {
    vi.stubGlobal("caches", { delete: async () => Promise.reject(new Error("SecurityError")) });
    await expect(clearOfflineData()).resolves.toBeUndefined();
  });
});
