// @vitest-environment jsdom
import { FLAG_NAMES } from "@cinelux/contract/flags";
import type { StaffSettingsResponse } from "@cinelux/contract/staff-content";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import type { ComponentType } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startStaffSignIn } from "../../../lib/staff/staff-user-manager";
import { fakeServer } from "../../../mocks/node";
import { resetModals } from "../../../shell/modals/modal-store";
import { renderStaffScreen, staffMember } from "../../../shell/staff/testing/render-staff-screen";
import SettingsScreen from "./settings-screen";

vi.mock("../../../lib/staff/staff-user-manager", () => ({
  staffAccessToken: async () => "staff-token",
  startStaffSignIn: vi.fn(async () => undefined),
}));

function settingsOf(domain: "fr" | "nl"): StaffSettingsResponse {
  return {
    domain,
    flags: Object.fromEntries(
      FLAG_NAMES.map((name) => [name, domain === "fr"]),
    ) as StaffSettingsResponse["flags"],
    settings: {
      catalogBaseUrl: "",
      tunnelBaseUrl: "",
      mobileCatalogBaseUrl: "",
      logoutReturnPath: null,
      errorPath: "/",
      injections: [],
    },
    updatedAt: "2026-11-01T10:00:00Z",
  };
}

let stored: Record<"fr" | "nl", StaffSettingsResponse>;
let patches: { domain: string; body: unknown }[] = [];
let answer: "ok" | "fresh-mfa" | "bad-field" = "ok";

beforeEach(() => {
  stored = { fr: settingsOf("fr"), nl: settingsOf("nl") };
  patches = [];
  answer = "ok";
  fakeServer.use(
    http.get("*/api/staff/settings/:domain", ({ params }) =>
      HttpResponse.json(stored[params.domain as "fr" | "nl"]),
    ),
    http.patch("*/api/staff/settings/:domain", async ({ request, params }) => {
      const domain = params.domain as "fr" | "nl";
      const body = (await request.json()) as {
        changes: { flags?: Record<string, boolean>; errorPath?: string };
      };
      patches.push({ domain, body });
      if (answer === "fresh-mfa") {
        return HttpResponse.json(
          { code: "STAFF_FRESH_MFA_REQUIRED", message: "Sign in again." },
          { status: 403 },
        );
      }
      if (answer === "bad-field") {
        return HttpResponse.json(
          {
            code: "BAD_REQUEST",
            message: "Refused.",
            fields: [{ path: "changes.errorPath", code: "invalid_format" }],
          },
          { status: 400 },
        );
      }
      const before = stored[domain];
      stored[domain] = {
        ...before,
        flags: { ...before.flags, ...body.changes.flags },
        settings: {
          ...before.settings,
          ...(body.changes.errorPath ? { errorPath: body.changes.errorPath } : {}),
        },
        updatedAt: "2026-11-02T10:00:00Z",
      };
      return HttpResponse.json(stored[domain]);
    }),
  );
});

afterEach(() => {
  cleanup();
  resetModals();
  vi.mocked(startStaffSignIn).mockClear();
});

function render(Screen: ComponentType, options: Parameters<typeof renderStaffScreen>[1]) {
  const user = userEvent.setup();
  return { user, ...renderStaffScreen(<Screen />, options) };
}

describe("the flags and settings screen", () => {
  it("switches a flag of the asked domain only after a reason, and shows it saved", async () => {
    const { user } = render(SettingsScreen, {
      path: "/staff/en/settings?domain=nl",
      pattern: "/staff/:language/settings",
      member: staffMember({ roles: ["admin"] }),
    });
    const friends = await screen.findByRole("switch", { name: /My friends/ });
    expect((friends as HTMLInputElement).checked).toBe(false);
    await user.click(friends);
    const dialog = await screen.findByRole("dialog", { name: "Why this change?" });
    expect(within(dialog).getByText("My friends will be on.")).toBeDefined();
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe("Give a reason.");
    expect(patches).toEqual([]);

    await user.type(within(dialog).getByRole("textbox", { name: /Reason/ }), "Launch in Belgium");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Change saved.")).toBeDefined();
    expect(patches).toEqual([
      { domain: "nl", body: { changes: { flags: { myFriendsEnabled: true } }, reason: "Launch in Belgium" } },
    ]);
    await waitFor(() =>
      expect((screen.getByRole("switch", { name: /My friends/ }) as HTMLInputElement).checked).toBe(true),
    );
  });

  it("leaves the flag as it was when the reason is cancelled", async () => {
    const { user } = render(SettingsScreen, {
      path: "/staff/en/settings?domain=fr",
      pattern: "/staff/:language/settings",
      member: staffMember({ roles: ["admin"] }),
    });
    const friends = await screen.findByRole("switch", { name: /My friends/ });
    await user.click(friends);
    const dialog = await screen.findByRole("dialog", { name: "Why this change?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(document.activeElement).toBe(friends));
    expect((friends as HTMLInputElement).checked).toBe(true);
    expect(patches).toEqual([]);
  });

  it("saves a changed setting with its reason, sends only what changed, and puts a refused field beside it", async () => {
    const { user } = render(SettingsScreen, {
      path: "/staff/en/settings?domain=fr",
      pattern: "/staff/:language/settings",
      member: staffMember({ roles: ["admin"] }),
    });
    const errorPath = await screen.findByRole("textbox", { name: "Error page path" });
    await user.click(screen.getByRole("button", { name: "Save the settings" }));
    expect(await screen.findByText("No setting has changed.")).toBeDefined();

    answer = "bad-field";
    await user.clear(errorPath);
    await user.type(errorPath, "//elsewhere");
    await user.click(screen.getByRole("button", { name: "Save the settings" }));
    const dialog = await screen.findByRole("dialog", { name: "Why this change?" });
    expect(within(dialog).getByText("Settings changed: Error page path.")).toBeDefined();
    await user.type(within(dialog).getByRole("textbox", { name: /Reason/ }), "New error page");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(screen.getByRole("textbox", { name: "Error page path" }).getAttribute("aria-invalid")).toBe(
        "true",
      ),
    );
    expect(patches).toEqual([
      { domain: "fr", body: { changes: { errorPath: "//elsewhere" }, reason: "New error page" } },
    ]);
  });

  it("sends an admin whose second factor is too old to sign in again (STAFF_FRESH_MFA_REQUIRED)", async () => {
    answer = "fresh-mfa";
    const { user } = render(SettingsScreen, {
      path: "/staff/en/settings?domain=fr",
      pattern: "/staff/:language/settings",
      member: staffMember({ roles: ["admin"] }),
    });
    await user.click(await screen.findByRole("switch", { name: /Statistics/ }));
    const dialog = await screen.findByRole("dialog", { name: "Why this change?" });
    await user.type(within(dialog).getByRole("textbox", { name: /Reason/ }), "Privacy review");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(startStaffSignIn).toHaveBeenCalledWith(expect.any(String), "en", true));
  });
});
