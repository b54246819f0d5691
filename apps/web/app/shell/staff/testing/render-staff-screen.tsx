import type { Language } from "@cinelux/contract/languages";
import type { StaffMeResponse } from "@cinelux/contract/staff";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { createTranslator } from "../../../lib/i18n/create-i18n";
import { I18nProvider } from "../../../lib/i18n/use-translation";
import { StaffMemberProvider } from "../../../lib/staff/staff-member";

/** A member for screen tests: an agent unless the test says otherwise. */
export function staffMember(overrides: Partial<StaffMeResponse> = {}): StaffMeResponse {
  return {
    id: "00000000-0000-4000-8000-0000000000a1",
    mail: "agent@staff.cinelux.test",
    displayName: "Alice Agent",
    roles: ["agent"],
    mfaAt: new Date().toISOString(),
    ...overrides,
  };
}

/**
 * A staff screen as the staff layout renders it: the page language's texts, a fresh query cache
 * (no retries), the member, and a router at `path` whose `pattern` gives the screen its params.
 * The API is the test's own: mock lib/staff/staff-api.
 */
export function renderStaffScreen(
  screen: ReactNode,
  options: { path: string; pattern: string; language?: Language; member?: StaffMeResponse },
) {
  const language = options.language ?? "en";
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path: options.pattern, element: screen },
      { path: "*", element: <p>elsewhere</p> },
    ],
    { initialEntries: [options.path] },
  );
  const view = render(
    <I18nProvider i18n={createTranslator(language, {})}>
      <QueryClientProvider client={queryClient}>
        <StaffMemberProvider member={options.member ?? staffMember()}>
          <RouterProvider router={router} />
        </StaffMemberProvider>
      </QueryClientProvider>
    </I18nProvider>,
  );
  return { ...view, router, queryClient };
}
