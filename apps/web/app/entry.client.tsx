import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { HydratedRouter } from "react-router/dom";
import { initClientI18n } from "./lib/i18n/client-i18n";
import { pageLanguage } from "./lib/i18n/page-language";

// DESIGN.md "Fakes" (docs/fakes.md): the worker answers /api/ before the first client loader asks.
// vite.config.ts defines the flag as a literal: a normal build drops this import, msw with it.
if (import.meta.env.VITE_FAKE_ENDPOINTS === "1") {
  const { startFakeEndpoints } = await import("./mocks/browser");
  await startFakeEndpoints();
}

// The server rendered the page's language; the same catalog is loaded before hydrating so the
// first client render matches it (the root layout preloads the file).
const i18n = await initClientI18n(pageLanguage(window.location.pathname));

startTransition(() => {
  hydrateRoot(
    document,
    <I18nextProvider i18n={i18n}>
      <StrictMode>
        <HydratedRouter />
      </StrictMode>
    </I18nextProvider>,
  );
});
