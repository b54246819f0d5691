// @vitest-environment jsdom

import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { staffCustomersHandlers, staffFakeState } from "../../../mocks/fakes/staff-customers";
import { fakeServer } from "../../../mocks/node";
import { resetModals } from "../../../shell/modals/modal-store";
import { renderStaffScreen } from "../../../shell/staff/testing/render-staff-screen";
import CustomerFile from "./customer-file";
import { CAMILLE_ID, camilleFile, PAST_ID, UPCOMING_ID } from "./customers-test-kit";

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

const ACCESS = "reason=support_case&reference=C-2026-000123";

async function open(query = ACCESS, goodwillToday = 0) {
  const state = staffFakeState({ files: [camilleFile()], goodwillToday });
  fakeServer.use(...staffCustomersHandlers(state));
  const rendered = renderWith(<CustomerFile />, {
    pattern: "/staff/:language/customers/:accountId",
    path: `/staff/en/customers/${CAMILLE_ID}?${query}`,
  });
  await screen.findByRole("heading", { level: 1, name: "Camille Martin" });
  return { ...rendered, state };
}

function bookingRow(ref: string): HTMLElement {
  return screen.getByRole("cell", { name: ref }).closest("tr") as HTMLElement;
}

describe("CustomerFile (docs/staff.md Customers)", () => {
  it("reads the file with the reason and the reference, and shows account, passes, wallet, bookings and cases", async () => {
    const { state } = await open();
    expect(state.calls).toEqual([`GET /api/staff/customers/${CAMILLE_ID}?${ACCESS}`]);
    expect(screen.getByText("6200001234567890")).toBeDefined();
    expect(screen.getByText("Under review")).toBeDefined();
    expect(screen.getByText(/ending in 0101/)).toBeDefined();
    expect(screen.getByRole("link", { name: "C-2026-000123 · Prélevé deux fois" })).toBeDefined();
    // Resend and cancel only where the customer's rules allow them.
    expect(
      within(bookingRow("CLX-FR-100101")).getByRole("button", {
        name: "Cancel and refund booking CLX-FR-100101",
      }),
    ).toBeDefined();
    expect(within(bookingRow("CLX-FR-100050")).queryByRole("button")).toBeNull();
  });

  it("reads nothing without a reason and a reference in the address", async () => {
    const state = staffFakeState({ files: [camilleFile()] });
    fakeServer.use(...staffCustomersHandlers(state));
    renderWith(<CustomerFile />, {
      pattern: "/staff/:language/customers/:accountId",
      path: `/staff/en/customers/${CAMILLE_ID}`,
    });
    expect(await screen.findByText(/the reason and the reference are required/)).toBeDefined();
    expect(state.calls).toEqual([]);
  });

  it("resends a ticket and says so", async () => {
    const { user, state } = await open();
    await user.click(screen.getByRole("button", { name: "Resend the ticket of booking CLX-FR-100101" }));
    expect(await screen.findByText("Ticket CLX-FR-100101 was sent to the customer again.")).toBeDefined();
    expect(state.resent).toEqual([UPCOMING_ID]);
    expect(state.resent).not.toContain(PAST_ID);
  });

  it("cancels only after the confirmation, with the note, and shows the booking refunded", async () => {
    const { user, state } = await open();
    const opener = screen.getByRole("button", { name: "Cancel and refund booking CLX-FR-100101" });
    await user.click(opener);
    const dialog = await screen.findByRole("dialog", { name: "Cancel booking CLX-FR-100101?" });
    expect(within(dialog).getByText(/gets €25.80 back/)).toBeDefined();
    await user.click(within(dialog).getByRole("button", { name: "Keep the booking" }));
    expect(state.calls.some((call) => call.includes("/cancel"))).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(opener));

    await user.click(opener);
    const again = await screen.findByRole("dialog", { name: "Cancel booking CLX-FR-100101?" });
    await user.type(within(again).getByRole("textbox", { name: /Note/ }), "Wrong day");
    await user.click(within(again).getByRole("button", { name: "Cancel and refund" }));
    expect(await screen.findByText("Booking CLX-FR-100101 is cancelled and refunded.")).toBeDefined();
    expect(within(bookingRow("CLX-FR-100101")).getByText("Refunded")).toBeDefined();
    expect(state.calls.at(-1)).toBe(`POST /api/staff/bookings/${UPCOMING_ID}/cancel`);
  });

  it("gives a goodwill voucher with a reason, and shows the server's refusal at the daily limit", async () => {
    const { user } = await open(ACCESS, 4);
    const give = screen.getByRole("button", { name: "Give the voucher" });
    await user.click(give);
    expect(await screen.findByText("Choose the reason for the gesture.")).toBeDefined();
    await user.selectOptions(screen.getByRole("combobox", { name: "Seats" }), "2");
    await user.selectOptions(
      screen.getByRole("combobox", { name: "Reason for the gesture" }),
      "session_incident",
    );
    await user.click(give);
    expect(
      await screen.findByText("Voucher given: 2 free tickets. You can give 0 more today."),
    ).toBeDefined();
    expect(screen.getByText(/2 free tickets/, { selector: "strong" })).toBeDefined();
    await user.selectOptions(screen.getByRole("combobox", { name: "Reason for the gesture" }), "other");
    await user.click(give);
    expect(await screen.findByText(/goodwill vouchers today: that is the daily limit/)).toBeDefined();
  });
});
