// @vitest-environment jsdom
import type { StaffMember } from "@cinelux/contract/staff-team";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { staffCustomersHandlers, staffFakeState } from "../../../mocks/fakes/staff-customers";
import { fakeServer } from "../../../mocks/node";
import { resetModals } from "../../../shell/modals/modal-store";
import { renderStaffScreen, staffMember } from "../../../shell/staff/testing/render-staff-screen";
import Team from "./team";

vi.mock("../../../lib/staff/staff-user-manager", () => ({
  staffAccessToken: async () => "staff-token",
  startStaffSignIn: vi.fn(async () => {
    throw new Error("no sign-in in tests");
  }),
}));

/** The screen under the staff layout, and a user who types and clicks. */
function renderWith(
  screenElement: Parameters<typeof renderStaffScreen>[0],
  options: Parameters<typeof renderStaffScreen>[1],
) {
  const user = userEvent.setup();
  return { ...renderStaffScreen(screenElement, options), user };
}

afterEach(() => {
  cleanup();
  resetModals();
});

const ME = "5d0c3c1e-4a55-4c39-9a3b-6f3a1c2b7e01";
const AGENT = "6e1d4d2f-5b66-4d4a-8b4c-7a4b2c3d8f12";

function member(id: string, displayName: string, roles: StaffMember["roles"]): StaffMember {
  return {
    id,
    mail: `${displayName.toLowerCase()}@staff.cinelux.test`,
    displayName,
    roles,
    createdAt: "2026-01-01T00:00:00.000Z",
    disabledAt: null,
    enrolled: true,
    recoveryCodesLeft: 10,
    lockedUntil: null,
  };
}

async function open() {
  const state = staffFakeState({
    members: [member(ME, "Boss", ["admin"]), member(AGENT, "Agnes", ["agent"])],
  });
  fakeServer.use(...staffCustomersHandlers(state));
  const rendered = renderWith(<Team />, {
    pattern: "/staff/:language/team",
    path: "/staff/en/team",
    member: staffMember({ id: ME, roles: ["admin"] }),
  });
  await screen.findByText("Agnes");
  return { ...rendered, state };
}

function row(name: string): HTMLElement {
  return screen.getByText(name).closest("tr") as HTMLElement;
}

describe("Team (docs/staff.md Team)", () => {
  it("lists the members, and offers no way for the admin to disable themself", async () => {
    await open();
    expect(within(row("Agnes")).getByRole("button", { name: "Disable Agnes" })).toBeDefined();
    expect(within(row("Boss")).queryByRole("button", { name: "Disable Boss" })).toBeNull();
    expect(within(row("Boss")).getByText("(you)")).toBeDefined();
  });

  it("adds a member by keyboard and shows the password and enrolment once", async () => {
    const { user, state } = await open();
    await user.click(screen.getByRole("button", { name: "Add a member" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a member" });
    await user.click(within(dialog).getByRole("button", { name: "Create the member" }));
    expect(within(dialog).getByText("Type a valid e-mail address.")).toBeDefined();
    expect(within(dialog).getByText("Choose at least one role.")).toBeDefined();
    await user.type(
      within(dialog).getByRole("textbox", { name: "E-mail address" }),
      "new@staff.cinelux.test",
    );
    await user.type(within(dialog).getByRole("textbox", { name: "Display name" }), "Newton");
    await user.click(within(dialog).getByRole("checkbox", { name: "Moderator" }));
    await user.keyboard("{Enter}");
    const secret = await screen.findByRole("dialog", { name: "To hand over once" });
    expect(within(secret).getByText("First-Password-123")).toBeDefined();
    expect(within(secret).getByText("KNUGC4TFMRCGK3LP")).toBeDefined();
    expect(within(secret).getByRole("img", { name: /QR code/ })).toBeDefined();
    expect(state.members.at(-1)).toMatchObject({ mail: "new@staff.cinelux.test", roles: ["moderator"] });
    await user.click(within(secret).getByRole("button", { name: "Noted, close" }));
    expect(screen.queryByText("First-Password-123")).toBeNull();
    expect(await screen.findByText("Newton")).toBeDefined();
  });

  it("edits roles, and locks the admin's own admin box", async () => {
    const { user, state } = await open();
    await user.click(within(row("Boss")).getByRole("button", { name: "Edit Boss" }));
    const own = await screen.findByRole("dialog", { name: "Edit Boss" });
    expect((within(own).getByRole("checkbox", { name: "Admin" }) as HTMLInputElement).disabled).toBe(true);
    await user.click(within(own).getByRole("button", { name: "Cancel" }));
    await user.click(within(row("Agnes")).getByRole("button", { name: "Edit Agnes" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Agnes" });
    await user.click(within(dialog).getByRole("checkbox", { name: "Editor" }));
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Agnes is up to date.")).toBeDefined();
    expect(within(row("Agnes")).getByText("Agent, Editor")).toBeDefined();
    expect(state.calls).toContain(`PATCH /api/staff/members/${AGENT}`);
  });

  it("disables after a confirmation, and gives new recovery codes shown once", async () => {
    const { user } = await open();
    await user.click(within(row("Agnes")).getByRole("button", { name: "Disable Agnes" }));
    const confirm = await screen.findByRole("dialog", { name: "Confirm" });
    await user.click(within(confirm).getByRole("button", { name: "Confirm" }));
    expect(await within(row("Agnes")).findByText("Disabled")).toBeDefined();
    expect(within(row("Agnes")).getByRole("button", { name: "Enable Agnes" })).toBeDefined();

    await user.click(within(row("Agnes")).getByRole("button", { name: "New recovery codes for Agnes" }));
    await user.click(
      within(await screen.findByRole("dialog", { name: "Confirm" })).getByRole("button", { name: "Confirm" }),
    );
    const secret = await screen.findByRole("dialog", { name: "To hand over once" });
    expect(within(secret).getAllByRole("listitem")).toHaveLength(10);
  });
});
