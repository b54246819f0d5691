import type { AccountResponse } from "@cinelux/contract/account";
import type { DomainId } from "@cinelux/contract/domains";
import type { Flags } from "@cinelux/contract/flags";
import type { Language } from "@cinelux/contract/languages";
import type { SettingsResponse } from "@cinelux/contract/settings";
import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { User } from "oidc-client-ts";
import type { ReactNode } from "react";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import en from "../../../public/assets/i18n/en.json";
import fr from "../../../public/assets/i18n/fr.json";
import nl from "../../../public/assets/i18n/nl.json";
import { getAccountQueryOptions } from "../../lib/account/get-account";
import { setAuthState } from "../../lib/auth/auth-store";
import type { RenderedFooter } from "../../lib/footer/rendered-footer";
import { resetLoadedFooters } from "../../lib/footer/use-footer";
import { createI18n } from "../../lib/i18n/create-i18n";
import { I18nProvider } from "../../lib/i18n/use-translation";
import { getQueryClient, resetQueryClient } from "../../lib/query/query-client";
import { paths } from "../../lib/routing/paths";
import type { RouteHandle } from "../../lib/routing/route-handle";
import { fakeSettings } from "../../mocks/data/settings";

/** Tests only: the shell inside a memory router whose "root" route carries the settings. */
export interface ShellOptions {
  domain?: DomainId;
  language?: Language;
  path?: string;
  flags?: Partial<Flags>;
  handle?: RouteHandle;
  /** Signs a customer in (auth state and account in the cache). */
  account?: Partial<AccountResponse>;
  ticketCount?: number;
  /** The footer the server rendered (root loader data); without it the footer asks GET /api/footer. */
  footer?: RenderedFooter;
}

export function testSettings(domain: DomainId = "fr", flags: Partial<Flags> = {}): SettingsResponse {
  const settings = fakeSettings(domain, "http://localhost");
  return {
    ...settings,
    urls: { ...settings.urls, catalogBase: "https://catalog.test" },
    flags: { ...settings.flags, ...flags },
  };
}

export function renderShell(ui: ReactNode, options: ShellOptions = {}) {
  const domain = options.domain ?? "fr";
  const language = options.language ?? (domain === "nl" ? "nl" : "fr");
  const settings = testSettings(domain, options.flags);
  // The browser's one cache, fresh for each render: the signed-in shell parts read it directly.
  // What the test puts in it is fresh (staleTime) for the whole test, so the shell shows that.
  resetQueryClient();
  resetLoadedFooters();
  const queryClient = getQueryClient();
  if (options.account) {
    setAuthState({ status: "authenticated", user: { profile: {} } as User });
    queryClient.setQueryData(getAccountQueryOptions(language).queryKey, {
      pictureFallback: "cm",
      picture: null,
      firstName: null,
      ...options.account,
    } as AccountResponse);
    queryClient.setQueryData(["tickets", "count", language], { count: options.ticketCount ?? 0 });
  } else {
    setAuthState({ status: "anonymous" });
  }
  const router = createMemoryRouter(
    [
      {
        id: "root",
        path: "/",
        Component: Outlet,
        loader: () => ({ settings, footer: options.footer ?? null }),
        children: [{ path: "*", handle: options.handle, element: ui }],
      },
    ],
    {
      initialEntries: [options.path ?? paths.home(language)],
      hydrationData: { loaderData: { root: { settings, footer: options.footer ?? null } } },
    },
  );
  const i18n = createI18n(language, { fr, nl, en });
  const result = render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return { ...result, router, queryClient, settings, i18n };
}
