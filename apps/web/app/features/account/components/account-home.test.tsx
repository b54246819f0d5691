// @vitest-environment jsdom
import type { AccountResponse } from "@cinelux/contract/account";
import type { Language } from "@cinelux/contract/languages";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import en from "../../../../public/assets/i18n/en.json";
import fr from "../../../../public/assets/i18n/fr.json";
import nl from "../../../../public/assets/i18n/nl.json";
import { getAccountQueryOptions } from "../../../lib/account/get-account";
import { createI18n } from "../../../lib/i18n/create-i18n";
import { AccountHome } from "./account-home";

const account = {
  id: "acc_1",
  firstName: "Camille",
  lastName: "Martin",
  registered: true,
  mail: "camille@example.com",
  language: "fr",
  domain: "fr",
} as AccountResponse;

function renderHome(language: Language, firstName: string | null) {
  const client = new QueryClient();
  client.setQueryData(getAccountQueryOptions(language).queryKey, { ...account, firstName });
  render(
    <I18nextProvider i18n={createI18n(language, { fr, nl, en })}>
      <QueryClientProvider client={client}>
        <AccountHome language={language} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

afterEach(cleanup);

describe("AccountHome (SPEC 2.2 Home)", () => {
  it.each([
    ["fr", "Bonjour Camille", "Se déconnecter"],
    ["nl", "Hallo Camille", "Uitloggen"],
    ["en", "Hello Camille", "Sign out"],
  ] as const)("greets the customer by first name in %s", (language, greeting, signOut) => {
    renderHome(language, "Camille");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(greeting);
    expect(screen.getByRole("button", { name: signOut })).toBeDefined();
  });

  it("greets without a name when the account has none", () => {
    renderHome("nl", null);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Hallo");
  });
});
