// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import en from "../../../../public/assets/i18n/en.json";
import fr from "../../../../public/assets/i18n/fr.json";
import nl from "../../../../public/assets/i18n/nl.json";
import { createI18n } from "../../../lib/i18n/create-i18n";
import { RegisterIntro } from "./register-intro";

afterEach(cleanup);

describe("RegisterIntro (SPEC 2.2 {language}/register)", () => {
  it.each([
    ["fr", "Finalisez votre inscription"],
    ["nl", "Rond je registratie af"],
    ["en", "Complete your registration"],
  ] as const)("asks the customer to complete the registration in %s", (language, title) => {
    render(
      <I18nextProvider i18n={createI18n(language, { fr, nl, en })}>
        <RegisterIntro email="camille@example.com" />
      </I18nextProvider>,
    );
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(title);
    expect(screen.getByText(/camille@example\.com/)).toBeDefined();
  });
});
