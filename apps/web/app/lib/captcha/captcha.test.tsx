// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import en from "../../../public/assets/i18n/en.json";
import fr from "../../../public/assets/i18n/fr.json";
import nl from "../../../public/assets/i18n/nl.json";
import { ApiError } from "../api/api-error";
import { createI18n } from "../i18n/create-i18n";
import { I18nProvider } from "../i18n/use-translation";
import { getQueryClient, resetQueryClient } from "../query/query-client";
import { provideRenderedSettings } from "../settings/get-settings";
import { CaptchaUnavailableError, captchaHeaders, isCaptchaRefusal } from "./captcha-answer";
import { CaptchaField } from "./captcha-field";
import { fakeWidgetLog } from "./testing/fake-widget";
import { type Captcha, useCaptcha } from "./use-captcha";
import { widgetLanguage, widgetStrings } from "./widget-strings";

// jsdom runs no worker: the widget is the test stand-in (fetches and answers like the real one).
vi.mock("./load-altcha", async () => ({
  loadAltcha: (await import("./testing/fake-widget")).installFakeWidget,
}));

afterEach(() => {
  cleanup();
  resetQueryClient();
});

describe("the captcha answer (docs/captcha.md)", () => {
  it("travels in the x-captcha-response header as the widget produced it", () => {
    expect(captchaHeaders("eyJjaGFsbGVuZ2UiOnt9fQ==")).toEqual({
      "x-captcha-response": "eyJjaGFsbGVuZ2UiOnt9fQ==",
    });
  });

  it("knows the three refusals that need a new challenge, and only those", () => {
    for (const code of ["CAPTCHA_REQUIRED", "CAPTCHA_INVALID", "CAPTCHA_REPLAYED"]) {
      expect(isCaptchaRefusal(new ApiError(400, code, ""))).toBe(true);
    }
    expect(isCaptchaRefusal(new ApiError(400, "BAD_REQUEST", ""))).toBe(false);
    expect(isCaptchaRefusal(new Error("CAPTCHA_INVALID"))).toBe(false);
  });
});

describe("the widget's texts", () => {
  it("come from our catalogs in the page's language, under a code of ours", () => {
    const strings = widgetStrings(createI18n("nl", { nl }).t);
    expect(strings.label).toBe("Ik ben geen robot");
    expect(strings.verified).toBe("Gecontroleerd");
    expect(Object.values(strings).filter((text) => text === "")).toHaveLength(2);
    expect(widgetLanguage("nl")).toBe("cinelux-nl");
  });
});

let captcha: Captcha;
function Form() {
  captcha = useCaptcha();
  return <CaptchaField captcha={captcha} language="fr" />;
}

function renderField() {
  provideRenderedSettings(null);
  render(
    <I18nProvider i18n={createI18n("fr", { fr, nl, en })}>
      <QueryClientProvider client={getQueryClient()}>
        <Form />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

let alone: Captcha | undefined;
function WithoutField() {
  alone = useCaptcha();
  return null;
}

describe("<CaptchaField>", () => {
  it("loads the widget on demand, solves a challenge of GET /api/captcha and hands the payload over once asked", async () => {
    renderField();
    const group = await screen.findByRole("group", { name: "Vérification anti-robot" });
    await vi.waitFor(() => expect(group.querySelector("altcha-widget")).not.toBeNull());
    expect(group.querySelector("altcha-widget")?.getAttribute("language")).toBe("cinelux-fr");
    expect(globalThis.$altcha.i18n.get("cinelux-fr")?.label).toBe("Je ne suis pas un robot");

    const payload = await captcha.solve();
    const decoded = JSON.parse(atob(payload)) as { challenge: { signature: string }; solution: unknown };
    expect(decoded.challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(decoded.solution).toEqual({ counter: 0, derivedKey: "" });
    // Asked again without a renewal: the same answer, not a new proof of work.
    expect(await captcha.solve()).toBe(payload);

    const before = fakeWidgetLog.resets;
    captcha.renew();
    expect(fakeWidgetLog.resets).toBe(before + 1);
    await vi.waitFor(async () => expect(await captcha.solve()).not.toBe(payload));
  });

  it("refuses to answer when no widget is rendered for the form", async () => {
    render(<WithoutField />);
    await expect(alone?.solve()).rejects.toBeInstanceOf(CaptchaUnavailableError);
  });
});
