// @vitest-environment jsdom
import type { AuditLogEntry } from "@cinelux/contract/staff";
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { staffCustomersHandlers, staffFakeState } from "../../../mocks/fakes/staff-customers";
import { fakeServer } from "../../../mocks/node";
import { renderStaffScreen, staffMember } from "../../../shell/staff/testing/render-staff-screen";
import AuditLog from "./audit-log";

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

afterEach(cleanup);

const AGENT = "6e1d4d2f-5b66-4d4a-8b4c-7a4b2c3d8f12";
const OTHER = "7f2e5e3a-6c77-4e5b-9c5d-8b5c3d4e9a23";

function entries(count: number): AuditLogEntry[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    at: new Date(Date.UTC(2026, 10, 1, 9, index)).toISOString(),
    staffId: index % 2 === 0 ? AGENT : OTHER,
    staffMail: index % 2 === 0 ? "agnes@staff.cinelux.test" : "otto@staff.cinelux.test",
    action: index % 3 === 0 ? "customer.viewed" : "support_case.answered",
    target: { kind: "customer", id: `c-${index + 1}` },
    reason: "support_case",
    details: { reference: `C-2026-${index + 1}` },
  }));
}

async function open(count: number) {
  const state = staffFakeState({ audit: entries(count) });
  fakeServer.use(...staffCustomersHandlers(state));
  const rendered = renderWith(<AuditLog />, {
    pattern: "/staff/:language/audit-log",
    path: "/staff/en/audit-log",
    member: staffMember({ roles: ["admin"] }),
  });
  return { ...rendered, state };
}

describe("AuditLog (docs/staff.md Audit log)", () => {
  it("shows the newest 50 lines, then the older ones on demand", async () => {
    const { user } = await open(60);
    expect(await screen.findByText("50 lines shown")).toBeDefined();
    expect(screen.getByText("c-60")).toBeDefined();
    expect(screen.queryByText("c-10")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Older lines" }));
    expect(await screen.findByText("60 lines shown")).toBeDefined();
    expect(screen.getByText("c-1")).toBeDefined();
    expect(screen.getByText("The log's beginning is reached.")).toBeDefined();
  });

  it("filters by action and says when nothing matches", async () => {
    const { user, state } = await open(6);
    await screen.findByText("6 lines shown");
    await user.type(screen.getByRole("textbox", { name: /Action/ }), "customer.viewed");
    await user.click(screen.getByRole("button", { name: "Filter" }));
    expect(await screen.findByText("2 lines shown")).toBeDefined();
    expect(state.calls.at(-1)).toBe("GET /api/staff/audit-log?limit=50&action=customer.viewed");
    await user.clear(screen.getByRole("textbox", { name: /Action/ }));
    await user.type(screen.getByRole("textbox", { name: /Action/ }), "staff.disabled");
    await user.click(screen.getByRole("button", { name: "Filter" }));
    expect(await screen.findByText("No line matches.")).toBeDefined();
  });

  it("refuses an end day before the start day, saying so", async () => {
    const { user, state } = await open(3);
    await screen.findByText("3 lines shown");
    const calls = state.calls.length;
    await user.type(screen.getByLabelText("From"), "2026-11-10");
    await user.type(screen.getByLabelText("To"), "2026-11-01");
    await user.click(screen.getByRole("button", { name: "Filter" }));
    expect(await screen.findByRole("alert")).toHaveProperty(
      "textContent",
      "The end date is before the start date.",
    );
    expect(state.calls.length).toBe(calls);
  });
});
