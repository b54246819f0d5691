// @vitest-environment jsdom

import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { staffCustomersHandlers, staffFakeState } from "../../../mocks/fakes/staff-customers";
import { fakeServer } from "../../../mocks/node";
import { renderStaffScreen } from "../../../shell/staff/testing/render-staff-screen";
import CustomerSearch from "./customer-search";
import { CAMILLE_ID, camilleFile } from "./customers-test-kit";

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

async function open(url = "/staff/en/customers") {
  const state = staffFakeState({ files: [camilleFile()] });
  fakeServer.use(...staffCustomersHandlers(state));
  const rendered = renderWith(<CustomerSearch />, { pattern: "/staff/:language/customers", path: url });
  return { ...rendered, state };
}

describe("CustomerSearch (docs/staff.md Customers)", () => {
  it("asks for the reason and the reference before searching, naming each missing field", async () => {
    const { user, state } = await open();
    await user.type(await screen.findByLabelText(/E-mail address, name or card number/), "camille");
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", "Fix the fields marked.");
    const reason = screen.getByRole("combobox", { name: "Reason" });
    expect(reason.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(reason);
    expect(screen.getByText("Choose why you are searching.")).toBeDefined();
    expect(screen.getByRole("textbox", { name: /Reference/ }).getAttribute("aria-invalid")).toBe("true");
    expect(state.calls).toEqual([]);
  });

  it("searches with the reason and the reference, and opens the file with both", async () => {
    const { user, state } = await open();
    await user.type(await screen.findByLabelText(/E-mail address, name or card number/), "camille");
    await user.selectOptions(screen.getByRole("combobox", { name: "Reason" }), "booking_problem");
    await user.type(screen.getByRole("textbox", { name: /Reference/ }), "CLX-FR-100101");
    await user.click(screen.getByRole("button", { name: "Search" }));
    const link = await screen.findByRole("link", { name: "Open the file of Camille Martin" });
    expect(link.getAttribute("href")).toBe(
      `/staff/en/customers/${CAMILLE_ID}?reason=booking_problem&reference=CLX-FR-100101`,
    );
    expect(screen.getByRole("status").textContent).toBe("1 customer found");
    const row = link.closest("tr") as HTMLElement;
    expect(within(row).getByText("camille.martin@example.com")).toBeDefined();
    expect(state.calls).toEqual([
      "GET /api/staff/customers?reason=booking_problem&reference=CLX-FR-100101&query=camille",
    ]);
  });

  it("says when nobody matches, and reads the search again from the address", async () => {
    await open("/staff/fr/customers?query=nobody&reason=other&reference=C-2026-000001");
    expect(await screen.findByText("No customer matches.")).toBeDefined();
    expect((screen.getByRole("textbox", { name: /Reference/ }) as HTMLInputElement).value).toBe(
      "C-2026-000001",
    );
  });
});
