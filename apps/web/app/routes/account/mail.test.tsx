// @vitest-environment jsdom
import { ERROR_MESSAGES } from "@cinelux/contract/error-messages";
import { screen } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getToasts } from "../../lib/toasts/toast-store";
import { resetFakeDb } from "../../mocks/fake-db";
import { VERIFICATION_MAIL_LIMIT } from "../../mocks/handlers";
import { fakeServer } from "../../mocks/node";
import { moduleRoute, renderRoutes } from "../../shell/testing/render-routes";
import { accountRoutes, resetAccountTest } from "./account-route-test-kit";
import * as mail from "./mail";

const routes = accountRoutes(moduleRoute("mail", mail), { index: true, Component: () => <h1>{"home"}</h1> });

afterEach(resetAccountTest);

describe("{language}/mail (SPEC 2.2)", () => {
  it("tells a customer with an unverified mail to check the inbox, and resends it with a success toast", async () => {
    resetFakeDb("unverified");
    const { user } = renderRoutes(routes, "/en/mail");
    expect(await screen.findByText(/We sent a link to camille\.martin@example\.com/)).toBeDefined();
    await user.click(screen.getByRole("button", { name: "Resend the e-mail" }));
    await vi.waitFor(() =>
      expect(getToasts().current).toMatchObject({ type: "info", i18n: { content: "Mail.Sent" } }),
    );
  });

  it("says the mail is already verified when the server answers 409", async () => {
    resetFakeDb("unverified");
    fakeServer.use(
      http.post("*/api/accounts/me/verification-mail", () =>
        HttpResponse.json(
          { code: "CONFLICT", message: "This e-mail address is already verified." },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderRoutes(routes, "/fr/mail");
    await user.click(await screen.findByRole("button", { name: "Renvoyer l'e-mail" }));
    expect((await screen.findByRole("status")).textContent).toBe(
      "Votre adresse e-mail camille.martin@example.com est déjà vérifiée.",
    );
    expect(getToasts().current).toBeNull();
  });

  it("shows the server's message in an error toast when asked too often (429)", async () => {
    resetFakeDb("unverified");
    const { user } = renderRoutes(routes, "/nl/mail");
    const resend = await screen.findByRole("button", { name: "E-mail opnieuw versturen" });
    for (let attempt = 0; attempt < 4; attempt++) {
      await vi.waitFor(() => expect(resend).toHaveProperty("disabled", false));
      await user.click(resend);
    }
    await vi.waitFor(() =>
      expect(getToasts().queue.at(-1) ?? getToasts().current).toMatchObject({
        type: "error",
        // In the page's language: the call names it (SPEC 8).
        content: ERROR_MESSAGES.nl.RATE_LIMITED(VERIFICATION_MAIL_LIMIT.windowMs / 1000),
      }),
    );
  });

  it("tells a customer whose mail is verified so, with a link home", async () => {
    const { user } = renderRoutes(routes, "/en/mail");
    expect((await screen.findByRole("status")).textContent).toBe(
      "Your e-mail address camille.martin@example.com is already verified.",
    );
    expect(screen.queryByRole("button", { name: "Resend the e-mail" })).toBeNull();
    await user.click(screen.getByRole("link", { name: "Go to my account" }));
    expect(await screen.findByRole("heading", { name: "home" })).toBeDefined();
  });
});
