// Test support for the staff screens (a `-test-kit` file: no page loads it). A screen renders as
// under the staff layout: the member, the page language, a query client, the router; the staff
// client holds a signed-in user, so `staffRequest` sends its Bearer token to the fake handlers.
import type { Language } from "@cinelux/contract/languages";
import type { StaffMeResponse } from "@cinelux/contract/staff";
import type { StaffRole } from "@cinelux/contract/staff-roles";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { User } from "oidc-client-ts";
import type { ComponentType } from "react";
import { createRoutesStub } from "react-router";
import en from "../../../public/assets/i18n/en.json";
import fr from "../../../public/assets/i18n/fr.json";
import nl from "../../../public/assets/i18n/nl.json";
import { providePublicConfig } from "../environment/public-config";
import { createI18n } from "../i18n/create-i18n";
import { I18nProvider } from "../i18n/use-translation";
import { StaffMemberProvider } from "./staff-member";
import { getStaffUserManager } from "./staff-user-manager";

export const TEST_STAFF_TOKEN = "staff-test-token";

const CATALOGS = { fr, nl, en };

export function testStaffMember(
  roles: StaffRole[],
  id = "5d0c3c1e-4a55-4c39-9a3b-6f3a1c2b7e01",
): StaffMeResponse {
  return { id, mail: "me@staff.cinelux.test", displayName: "Me", roles, mfaAt: new Date().toISOString() };
}

/** The staff client's stored user, as after a sign-in: an access token valid an hour. */
async function signInStaff(): Promise<void> {
  providePublicConfig({
    env: "dev",
    auth: {
      authority: "http://localhost/idp",
      clientId: "web",
      staffClientId: "cinelux-staff",
      logoutReturnUrl: "http://localhost/",
    },
  });
  const manager = await getStaffUserManager();
  await manager.storeUser(
    new User({
      access_token: TEST_STAFF_TOKEN,
      token_type: "Bearer",
      profile: { sub: "staff", iss: "http://localhost", aud: "cinelux-staff", exp: 0, iat: 0 },
      expires_at: Math.floor(Date.now() / 1000) + 3600,
    }),
  );
}

/**
 * Renders `Screen` at `url` (`/staff/en/customers?...`), matched by `path`
 * (`/staff/:language/customers`), for a member holding `roles`.
 */
export async function renderStaffScreen(
  Screen: ComponentType,
  options: { path: string; url: string; language?: Language; member?: StaffMeResponse },
) {
  await signInStaff();
  const language = options.language ?? "en";
  const member = options.member ?? testStaffMember(["agent"]);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Stub = createRoutesStub([
    {
      path: options.path,
      Component: () => (
        <I18nProvider i18n={createI18n(language, CATALOGS)}>
          <StaffMemberProvider member={member}>
            <QueryClientProvider client={client}>
              <Screen />
            </QueryClientProvider>
          </StaffMemberProvider>
        </I18nProvider>
      ),
    },
  ]);
  const user = userEvent.setup();
  render(<Stub initialEntries={[options.url]} />);
  return { user, client };
}
