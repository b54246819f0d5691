import type { Language } from "@cinelux/contract/languages";
import type { StaffMeResponse } from "@cinelux/contract/staff";
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ComponentType } from "react";
import { createRoutesStub } from "react-router";
import en from "../../../public/assets/i18n/en.json";
import fr from "../../../public/assets/i18n/fr.json";
import nl from "../../../public/assets/i18n/nl.json";
import { createI18n } from "../../lib/i18n/create-i18n";
import { I18nProvider } from "../../lib/i18n/use-translation";
import { getQueryClient, resetQueryClient } from "../../lib/query/query-client";
import { StaffMemberProvider } from "../../lib/staff/staff-member";
import { resetModals } from "../../shell/modals/modal-store";

/**
 * Tests only: a staff screen as the staff layout renders it — the member in context, the page's
 * language, the browser's query client — at `/staff/{language}/{segment}`. The staff token comes
 * from the test file's mock of lib/staff/staff-user-manager; the calls reach MSW handlers the test
 * adds (`fakeServer.use`).
 */
export function renderStaffScreen(
  Screen: ComponentType,
  options: { language?: Language; segment: string; search?: string; roles?: StaffMeResponse["roles"] },
) {
  const language = options.language ?? "en";
  const member: StaffMeResponse = {
    id: "00000000-0000-4000-8000-00000000a001",
    mail: "staff@staff.cinelux.test",
    displayName: "Test Staff",
    roles: options.roles ?? ["admin"],
    mfaAt: new Date().toISOString(),
  };
  const Stub = createRoutesStub([
    {
      path: `/staff/:language/${options.segment}`,
      Component: () => (
        <StaffMemberProvider member={member}>
          <Screen />
        </StaffMemberProvider>
      ),
    },
  ]);
  const user = userEvent.setup();
  const view = render(
    <I18nProvider i18n={createI18n(language, { fr, nl, en })}>
      <QueryClientProvider client={getQueryClient()}>
        <Stub initialEntries={[`/staff/${language}/${options.segment}${options.search ?? ""}`]} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return { user, ...view };
}

/** afterEach: nothing rendered, cached or open survives a test. */
export function resetStaffScreen(): void {
  cleanup();
  resetQueryClient();
  resetModals();
}
