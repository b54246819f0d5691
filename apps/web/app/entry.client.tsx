import { type ReactNode, StrictMode, startTransition, useSyncExternalStore } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { pageLanguage } from "./lib/domain/page-language";
import { clientI18n, initClientI18n, subscribeClientI18n } from "./lib/i18n/client-i18n";
import { I18nProvider } from "./lib/i18n/use-translation";

// DESIGN.md "Fakes" (docs/fakes.md): the worker answers /api/ before the first client loader asks.
// vite.config.ts defines the flag as a literal: a normal build drops this import, msw with it.
if (import.meta.env.VITE_FAKE_ENDPOINTS === "1") {
  const { startFakeEndpoints } = await import("./mocks/browser");
  await startFakeEndpoints();
}

// The server rendered the page's language; the same catalog is loaded before hydrating so the
// first client render matches it (the root layout preloads the file).
await initClientI18n(pageLanguage(window.location.pathname));

/** The browser's texts, re-rendered when the language switch (root layout) loads another catalog. */
function ClientI18n({ children }: { children: ReactNode }) {
  const i18n = useSyncExternalStore(subscribeClientI18n, clientI18n, clientI18n);
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

startTransition(() => {
  hydrateRoot(
    document,
    <ClientI18n>
      <StrictMode>
        <HydratedRouter />
      </StrictMode>
    </ClientI18n>,
  );
});
