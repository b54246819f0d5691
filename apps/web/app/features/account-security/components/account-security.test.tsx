// @vitest-environment jsdom

import { screen, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { useParams } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FAKE_SIGNED_OUT_KEY } from "../../../lib/auth/fake-user-manager";
import { getUserManager } from "../../../lib/auth/user-manager";
import { fakeWidgetLog } from "../../../lib/captcha/testing/fake-widget";
import { requireLanguage } from "../../../lib/domain/route-language";
import { providePublicConfig } from "../../../lib/environment/public-config";
import { getToasts } from "../../../lib/toasts/toast-store";
import { fakeDb } from "../../../mocks/fake-db";
import { FAKE_PASSWORD } from "../../../mocks/fakes/account-security";
import { fakeServer } from "../../../mocks/node";
import * as accountLayout from "../../../routes/account/account-layout";
import { isModalOpen, resetModals } from "../../../shell/modals/modal-store";
import {
  moduleRoute,
  renderRoutes,
  resetRouteTest,
  type StubRoutes,
} from "../../../shell/testing/render-routes";
import { AccountSecurity } from "./account-security";
import { CREDENTIALS_MODAL, NEW_MAIL_MODAL } from "./mail-change";

// jsdom runs no worker: the widget is the test stand-in (fetches and answers like the real one).
vi.mock("../../../lib/captcha/load-altcha", async () => ({
  loadAltcha: (await import("../../../lib/captcha/testing/fake-widget")).installFakeWidget,
}));

function Page() {
  return <AccountSecurity language={requireLanguage(useParams().language)} />;
}

const routes: StubRoutes = [moduleRoute("/:language", accountLayout, [{ path: "profile", Component: Page }])];

/** The captcha header of every call the page makes, by path. */
const captchaHeaders = new Map<string, (string | null)[]>();
beforeEach(() => {
  captchaHeaders.clear();
  fakeServer.events.on("request:start", ({ request }) => {
    const path = new URL(request.url).pathname;
    captchaHeaders.set(path, [
      ...(captchaHeaders.get(path) ?? []),
      request.headers.get("x-captcha-response"),
    ]);
  });
});
afterEach(() => {
  fakeServer.events.removeAllListeners();
  resetRouteTest();
  resetModals();
});

providePublicConfig({
  env: "dev",
  auth: {
    authority: "http://localhost/idp",
    clientId: "web",
    logoutReturnUrl: "http://localhost/",
  },
} as Parameters<typeof providePublicConfig>[0]);

function currentToast() {
  return getToasts().current;
}

/** The fake answers `path` with this coded error instead. */
function failWith(method: "post" | "patch", path: string, status: number, code: string, message: string) {
  fakeServer.use(http[method](path, () => HttpResponse.json({ code, message }, { status })));
}

/** The English profile with the e-mail change's step 1 open. */
async function openMailChange() {
  const { user } = renderRoutes(routes, "/en/profile");
  await user.click(await screen.findByRole("button", { name: "Change my e-mail address" }));
  return { user, step1: await screen.findByRole("dialog", { name: "Confirm it's you" }) };
}

/** The English profile with the deletion's confirmation open. */
async function openDeletion() {
  const { user } = renderRoutes(routes, "/en/profile");
  await user.click(await screen.findByRole("button", { name: "Delete my account…" }));
  return { user, dialog: await screen.findByRole("dialog", { name: "Delete your account?" }) };
}

/** Ticks the confirmation's box and deletes. */
async function confirmDeletion({ user, dialog }: Awaited<ReturnType<typeof openDeletion>>) {
  await user.click(within(dialog).getByLabelText(/I understand/));
  await user.click(within(dialog).getByRole("button", { name: "Delete for good" }));
}

// Lazy chunks and a fetched challenge per step: slower than a plain form under jsdom.
vi.setConfig({ testTimeout: 20_000 });

describe("the e-mail change in two steps (SPEC 4)", () => {
  it("closes step 1 only on success, opens step 2, then changes the address with a captcha answer on each call", async () => {
    const { user, step1 } = await openMailChange();
    expect(await within(step1).findByLabelText("Current e-mail address")).toHaveProperty(
      "value",
      "camille.martin@example.com",
    );

    await user.type(within(step1).getByLabelText("Password"), "wrong-password");
    await user.click(within(step1).getByRole("button", { name: "Continue" }));
    expect(await within(step1).findByText("Incorrect e-mail address or password.")).toBeDefined();
    expect(isModalOpen(CREDENTIALS_MODAL)).toBe(true);
    expect(isModalOpen(NEW_MAIL_MODAL)).toBe(false);
    // A refused answer is spent: the widget solves a new one.
    expect(fakeWidgetLog.resets).toBeGreaterThan(0);

    await user.type(within(step1).getByLabelText("Password"), FAKE_PASSWORD);
    await user.click(within(step1).getByRole("button", { name: "Continue" }));
    const step2 = await screen.findByRole("dialog", { name: "Your new e-mail address" }, { timeout: 5000 });
    expect(isModalOpen(CREDENTIALS_MODAL)).toBe(false);
    // The first field takes the focus once the step's form has loaded.
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(within(step2).getByLabelText("New e-mail address")),
    );

    // Both sides validate: the form refuses a mismatch and the current address before any call.
    await user.type(within(step2).getByLabelText("New e-mail address"), "camille.martin@example.com");
    await user.type(within(step2).getByLabelText("Confirm the new address"), "camille.m@example.com");
    await user.click(within(step2).getByRole("button", { name: "Change the address" }));
    expect(await within(step2).findByText("This is already your current address.")).toBeDefined();
    expect(within(step2).getByText("The two addresses don't match.")).toBeDefined();
    expect(captchaHeaders.get("/api/accounts/me/email")).toBeUndefined();

    await user.clear(within(step2).getByLabelText("New e-mail address"));
    await user.type(within(step2).getByLabelText("New e-mail address"), "Camille.New@example.com");
    await user.clear(within(step2).getByLabelText("Confirm the new address"));
    await user.type(within(step2).getByLabelText("Confirm the new address"), "camille.new@example.com");
    await user.click(within(step2).getByRole("button", { name: "Change the address" }));

    await vi.waitFor(() => expect(isModalOpen(NEW_MAIL_MODAL)).toBe(false));
    expect(currentToast()).toMatchObject({
      type: "info",
      i18n: { content: "AccountSecurity.Mail.Changed", values: { email: "camille.new@example.com" } },
    });
    // The account is read again: the new address, to verify.
    expect(await screen.findByText("You sign in with camille.new@example.com.")).toBeDefined();
    expect(screen.getByText("Not verified yet")).toBeDefined();
    for (const path of ["/api/accounts/me/checkCredentials", "/api/accounts/me/email"]) {
      const sent = captchaHeaders.get(path) ?? [];
      expect(sent.length).toBeGreaterThan(0);
      for (const header of sent) {
        expect(JSON.parse(atob(header ?? ""))).toMatchObject({
          challenge: { signature: expect.any(String) },
        });
      }
    }
    // One answer per call: never the same payload twice.
    const all = [...captchaHeaders.values()].flat().filter((header) => header !== null);
    expect(new Set(all).size).toBe(all.length);
  });

  it("shows the server's message in an error toast when step 2 fails, and goes back to step 1 when its proof lapsed", async () => {
    failWith(
      "patch",
      "*/api/accounts/me/email",
      403,
      "CREDENTIALS_CHECK_REQUIRED",
      "Confirm your password again.",
    );
    const { user, step1 } = await openMailChange();
    await user.type(await within(step1).findByLabelText("Password"), FAKE_PASSWORD);
    await user.click(within(step1).getByRole("button", { name: "Continue" }));
    const step2 = await screen.findByRole("dialog", { name: "Your new e-mail address" }, { timeout: 5000 });
    await user.type(await within(step2).findByLabelText("New e-mail address"), "camille.new@example.com");
    await user.type(within(step2).getByLabelText("Confirm the new address"), "camille.new@example.com");
    await user.click(within(step2).getByRole("button", { name: "Change the address" }));

    await vi.waitFor(() =>
      expect(currentToast()).toMatchObject({ type: "error", content: "Confirm your password again." }),
    );
    await vi.waitFor(() => expect(isModalOpen(CREDENTIALS_MODAL)).toBe(true));
    expect(isModalOpen(NEW_MAIL_MODAL)).toBe(false);
    expect(fakeDb().account.mail).toBe("camille.martin@example.com");
  });

  it("says so under the widget when the server refuses the captcha answer, and solves a new one", async () => {
    failWith("post", "*/api/accounts/me/checkCredentials", 400, "CAPTCHA_REPLAYED", "Already used.");
    const { user } = renderRoutes(routes, "/fr/profile");
    await user.click(await screen.findByRole("button", { name: "Modifier mon adresse e-mail" }));
    const step1 = await screen.findByRole("dialog", { name: "Confirmez votre identité" });
    await user.type(await within(step1).findByLabelText("Mot de passe"), FAKE_PASSWORD);
    const resets = fakeWidgetLog.resets;
    await user.click(within(step1).getByRole("button", { name: "Continuer" }));
    expect(
      await within(step1).findByText(
        "La vérification anti-robot n'a pas abouti. Elle a été relancée : envoyez à nouveau le formulaire.",
      ),
    ).toBeDefined();
    expect(fakeWidgetLog.resets).toBe(resets + 1);
    expect(isModalOpen(CREDENTIALS_MODAL)).toBe(true);
    expect(currentToast()).toBeNull();
  });
});

describe("account deletion", () => {
  it("lists only what the customer holds, asks for the box, then deletes and ends the session here", async () => {
    const { user, dialog } = await openDeletion();
    // The fake customer: loyalty, three advantages, three tickets (the fake wallet's), a saved card; no pass.
    expect(await within(dialog).findByText("3 loyalty advantages")).toBeDefined();
    expect(within(dialog).getByText("3 upcoming e-tickets and your booking history")).toBeDefined();
    expect(within(dialog).getByText("your loyalty programme membership")).toBeDefined();
    expect(within(dialog).queryByText("your subscription pass")).toBeNull();

    await user.click(within(dialog).getByRole("button", { name: "Delete for good" }));
    expect(within(dialog).getByText("Tick this box to confirm.")).toBeDefined();
    expect(captchaHeaders.get("/api/accounts/me/delete")).toBeUndefined();

    await user.click(within(dialog).getByLabelText(/I understand/));
    await user.click(within(dialog).getByRole("button", { name: "Delete for good" }));
    const done = await screen.findByRole("dialog", { name: "Your account has been deleted" });
    expect(within(done).getByRole("status").textContent).toBe(
      "All your sessions have ended. A confirmation has been sent to camille.martin@example.com.",
    );
    expect(within(done).getByRole("link", { name: "Back to the home page" }).getAttribute("href")).toBe(
      "http://localhost/en",
    );
    expect(sessionStorage.getItem(FAKE_SIGNED_OUT_KEY)).toBe("1");
  });

  it("sends the customer to sign in again on REAUTHENTICATION_REQUIRED, to come back to the confirmation", async () => {
    failWith("post", "*/api/accounts/me/delete", 403, "REAUTHENTICATION_REQUIRED", "Sign in again.");
    const manager = await getUserManager();
    const redirect = vi.spyOn(manager, "signinRedirect").mockResolvedValue(undefined);
    await confirmDeletion(await openDeletion());

    await vi.waitFor(() => expect(redirect).toHaveBeenCalledOnce());
    expect(redirect.mock.calls[0]?.[0]).toMatchObject({
      prompt: "login",
      max_age: 0,
      ui_locales: "en",
      state: expect.stringMatching(/\?deleteAccount=resume$/),
    });
    expect(sessionStorage.getItem(FAKE_SIGNED_OUT_KEY)).toBeNull();
    expect(currentToast()).toBeNull();
    redirect.mockRestore();
  });

  it("asks for the password again before calling when the sign-in is older than 10 minutes", async () => {
    const manager = await getUserManager();
    const signedInAt = Math.floor(Date.now() / 1000) - 11 * 60;
    const token = `h.${btoa(JSON.stringify({ auth_time: signedInAt })).replace(/=+$/, "")}.s`;
    const real = await manager.getUser();
    vi.spyOn(manager, "getUser").mockResolvedValue(
      real && Object.assign(Object.create(real), { access_token: token, expired: false }),
    );
    const redirect = vi.spyOn(manager, "signinRedirect").mockResolvedValue(undefined);
    await confirmDeletion(await openDeletion());

    await vi.waitFor(() => expect(redirect).toHaveBeenCalledOnce());
    expect(captchaHeaders.get("/api/accounts/me/delete")).toBeUndefined();
    vi.restoreAllMocks();
  });

  it("reopens the confirmation, ticked, when the customer comes back from signing in again", async () => {
    sessionStorage.setItem("cinelux.accountDeletion.confirmedAt", String(Date.now()));
    renderRoutes(routes, "/en/profile?deleteAccount=resume");
    const dialog = await screen.findByRole("dialog", { name: "Delete your account?" });
    expect(within(dialog).getByRole("status").textContent).toBe(
      "You've signed in again. Confirm the deletion of your account.",
    );
    expect(within(dialog).getByLabelText(/I understand/)).toHaveProperty("checked", true);
  });

  it("shows the server's message in an error toast when the deletion fails", async () => {
    failWith("post", "*/api/accounts/me/delete", 429, "RATE_LIMITED", "Too many requests.");
    await confirmDeletion(await openDeletion());
    await vi.waitFor(() =>
      expect(currentToast()).toMatchObject({ type: "error", content: "Too many requests." }),
    );
    expect(sessionStorage.getItem(FAKE_SIGNED_OUT_KEY)).toBeNull();
  });
});
