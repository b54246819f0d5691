import { afterEach, describe, expect, it, vi } from "vitest";
import { catalogUrl, clientI18n, ensureLanguage, initClientI18n, subscribeClientI18n } from "./client-i18n";

const CATALOGS: Record<string, Record<string, string>> = {
  fr: { "Auth.SignOut": "Se déconnecter" },
  nl: { "Auth.SignOut": "Afmelden" },
  en: { "Auth.SignOut": "Sign out" },
};

/** The catalog files as the server serves them, each answered when `release` says so. */
function serveCatalogs() {
  const pending = new Map<string, () => void>();
  const fetchMock = vi.fn(async (url: string) => {
    const language = /i18n\/(\w+)\.json/.exec(url)?.[1] ?? "";
    await new Promise<void>((resolve) => pending.set(language, resolve));
    return new Response(JSON.stringify(CATALOGS[language]), { status: 200 });
  });
  vi.stubGlobal("fetch", fetchMock);
  const release = async (language: string) => {
    await vi.waitFor(() => expect(pending.has(language)).toBe(true));
    pending.get(language)?.();
    pending.delete(language);
  };
  return { fetchMock, release };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("client texts and the language switch (SPEC 2.2)", () => {
  it("does nothing before the client texts were loaded (component tests bring their own)", async () => {
    const { fetchMock } = serveCatalogs();
    await ensureLanguage("nl");
    expect(fetchMock).not.toHaveBeenCalled();
    expect(clientI18n().t("Auth.SignOut")).toBe("Auth.SignOut");
  });

  it("loads the page language's catalog before hydration, from the versioned URL", async () => {
    const { fetchMock, release } = serveCatalogs();
    const ready = initClientI18n("fr");
    await release("fr");
    const i18n = await ready;
    expect(fetchMock).toHaveBeenCalledWith(catalogUrl("fr"));
    expect(catalogUrl("fr")).toMatch(/^\/assets\/i18n\/fr\.json\?v=/);
    expect(i18n.t("Auth.SignOut")).toBe("Se déconnecter");
    expect(clientI18n()).toBe(i18n);
  });

  it("switches language once its catalog arrives and tells the subscribers", async () => {
    const { release } = serveCatalogs();
    const listener = vi.fn();
    const unsubscribe = subscribeClientI18n(listener);
    const switching = ensureLanguage("en");
    expect(clientI18n().language).toBe("fr");
    await release("en");
    await switching;
    expect(clientI18n().language).toBe("en");
    expect(clientI18n().t("Auth.SignOut")).toBe("Sign out");
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it("keeps the last language asked for when an earlier catalog arrives later", async () => {
    const { release } = serveCatalogs();
    const toNl = ensureLanguage("nl");
    // fr was downloaded by the first test: it is there at once.
    await ensureLanguage("fr");
    await release("nl");
    await toNl;
    expect(clientI18n().language).toBe("fr");
    expect(clientI18n().t("Auth.SignOut")).toBe("Se déconnecter");
  });

  it("reuses a downloaded catalog", async () => {
    const { fetchMock } = serveCatalogs();
    await ensureLanguage("en");
    expect(clientI18n().language).toBe("en");
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
