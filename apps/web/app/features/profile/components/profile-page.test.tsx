// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import en from "../../../../public/assets/i18n/en.json";
import fr from "../../../../public/assets/i18n/fr.json";
import nl from "../../../../public/assets/i18n/nl.json";
import { createI18n } from "../../../lib/i18n/create-i18n";
import { I18nProvider } from "../../../lib/i18n/use-translation";
import { resetToasts } from "../../../lib/toasts/toast-store";
import { fakeServer } from "../../../mocks/node";
import { ProfilePage } from "./profile-page";

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nProvider i18n={createI18n("en", { fr, nl, en })}>
      <QueryClientProvider client={client}>
        <ProfilePage language="en" domain="fr" ageRestriction={15}>
          <section aria-label="Another section">…</section>
        </ProfilePage>
      </QueryClientProvider>
    </I18nProvider>,
  );
  return userEvent.setup();
}

afterEach(() => {
  cleanup();
  resetToasts();
});

describe("ProfilePage states", () => {
  it("shows skeletons shaped like the sections while the account loads, and the other sections below", async () => {
    fakeServer.use(http.get("*/api/accounts/me", () => new Promise<never>(() => {})));
    renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "My profile" })).toBeDefined();
    expect(screen.getAllByRole("status").map((status) => status.textContent)).toEqual([
      "Loading your profile…",
      "Loading your profile…",
    ]);
    expect(screen.getByRole("region", { name: "Another section" })).toBeDefined();
  });

  it("says so in place when the account cannot be loaded, and tries again on demand", async () => {
    let calls = 0;
    fakeServer.use(
      http.get("*/api/accounts/me", () => {
        calls += 1;
        return HttpResponse.json({ code: "INTERNAL", message: "Boom" }, { status: 500 });
      }),
    );
    const user = renderPage();
    expect(await screen.findByRole("heading", { name: "Your profile could not be loaded." })).toBeDefined();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    await screen.findByRole("heading", { name: "Your profile could not be loaded." });
    expect(calls).toBe(2);
  });
});
