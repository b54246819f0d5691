// @vitest-environment jsdom

import type { StaffCase, StaffCaseSummary } from "@cinelux/contract/staff-support";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../lib/api/api-error";
import { staffRequest } from "../../../lib/staff/staff-api";
import { resetModals } from "../../../shell/modals/modal-store";
import { renderStaffScreen, staffMember } from "../../../shell/staff/testing/render-staff-screen";
import SupportCase from "./support-case";
import SupportQueue from "./support-queue";

vi.mock("../../../lib/staff/staff-api", async (original) => ({
  ...(await original<typeof import("../../../lib/staff/staff-api")>()),
  staffRequest: vi.fn(),
}));
const request = vi.mocked(staffRequest);

afterEach(() => {
  cleanup();
  request.mockReset();
  resetModals();
});

const labels = (fr: string, en: string) => ({ fr, nl: fr, en });
const summary: StaffCaseSummary = {
  id: "5b1d3c1e-0000-4000-8000-000000000001",
  number: "C-2026-000001",
  subject: "Charged twice",
  status: "open",
  customer: {
    accountId: "5b1d3c1e-0000-4000-8000-0000000000c1",
    name: "Camille Martin",
    mail: "camille@example.com",
  },
  theme: { id: "t1", labels: labels("Abonnement", "Subscription") },
  subTheme: { id: "s1", labels: labels("Paiement", "Payment") },
  createdAt: "2026-11-27T12:00:00.000Z",
  since: "2026-11-27T12:00:00.000Z",
  ageSeconds: 3 * 3600,
  assignee: null,
};
const fullCase: StaffCase = {
  ...summary,
  description: "I was charged twice on the 5th.",
  reason: { id: "r1", labels: labels("Prélevé deux fois", "Charged twice") },
  cinema: null,
  language: "fr",
  closedAt: null,
  messages: [
    {
      id: "5b1d3c1e-0000-4000-8000-0000000000m1",
      body: "Please refund me.",
      createdAt: summary.createdAt,
      received: false,
    },
  ],
  attachments: [],
};

describe("the support queue", () => {
  it("lists a status's cases, longest waiting first, each opening its case", async () => {
    request.mockResolvedValue({ cases: [summary], page: 1, pageSize: 25, total: 1 });
    renderStaffScreen(<SupportQueue />, { path: "/staff/en/support", pattern: "/staff/:language/support" });
    const row = (await screen.findByRole("link", { name: "Charged twice" })).closest("tr") as HTMLElement;
    expect(within(row).getByText("Camille Martin")).toBeTruthy();
    expect(within(row).getByText("3 hours")).toBeTruthy();
    expect(within(row).getByText("Nobody")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Charged twice" }).getAttribute("href")).toBe(
      `/staff/en/support/${summary.id}`,
    );
    expect(request).toHaveBeenCalledWith(
      expect.objectContaining({ path: "/api/staff/support/cases?status=open&page=1", language: "en" }),
    );
    expect(screen.getByRole("link", { name: "To handle" }).getAttribute("aria-current")).toBe("page");
  });

  it("reads the status and page from the address, and says when nothing waits", async () => {
    request.mockResolvedValue({ cases: [], page: 2, pageSize: 25, total: 0 });
    renderStaffScreen(<SupportQueue />, {
      path: "/staff/en/support?status=closed&page=2",
      pattern: "/staff/:language/support",
    });
    expect(await screen.findByText("No closed case.")).toBeTruthy();
    expect(request).toHaveBeenCalledWith(
      expect.objectContaining({ path: "/api/staff/support/cases?status=closed&page=2" }),
    );
  });

  it("shows the API's message in place when the queue fails, and tries again", async () => {
    request.mockRejectedValueOnce(new ApiError(503, "SERVICE_UNAVAILABLE", "The service is unavailable."));
    renderStaffScreen(<SupportQueue />, { path: "/staff/en/support", pattern: "/staff/:language/support" });
    expect((await screen.findByRole("alert")).textContent).toContain("The service is unavailable.");
    request.mockResolvedValue({ cases: [summary], page: 1, pageSize: 25, total: 1 });
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", { name: "Charged twice" })).toBeTruthy();
  });
});

describe("a support case", () => {
  function renderCase() {
    return renderStaffScreen(<SupportCase />, {
      path: `/staff/en/support/${summary.id}`,
      pattern: "/staff/:language/support/:caseId",
    });
  }

  it("shows the customer's words and sends an answer, which replaces the case shown", async () => {
    request.mockResolvedValueOnce(fullCase);
    renderCase();
    expect(await screen.findByRole("heading", { level: 1, name: "Case C-2026-000001" })).toBeTruthy();
    expect(screen.getByText("I was charged twice on the 5th.")).toBeTruthy();
    expect(screen.getByText("Please refund me.")).toBeTruthy();

    // An empty answer is refused in place, without a call.
    await userEvent.click(screen.getByRole("button", { name: "Send the answer" }));
    expect(screen.getByText("Write an answer before sending it.")).toBeTruthy();
    expect(request).toHaveBeenCalledTimes(1);

    const answered: StaffCase = {
      ...fullCase,
      status: "answered",
      messages: [
        ...fullCase.messages,
        {
          id: "5b1d3c1e-0000-4000-8000-0000000000m2",
          body: "Refund sent.",
          createdAt: summary.createdAt,
          received: true,
        },
      ],
    };
    request.mockResolvedValueOnce(answered);
    await userEvent.type(screen.getByLabelText(/Your answer/), "Refund sent.");
    await userEvent.click(screen.getByRole("button", { name: "Send the answer" }));
    expect(await screen.findByRole("status")).toBeTruthy();
    expect(request).toHaveBeenCalledWith(
      expect.objectContaining({
        path: `/api/staff/support/cases/${summary.id}/answer`,
        method: "POST",
        body: { message: "Refund sent." },
      }),
    );
    expect(screen.getAllByText("Refund sent.").length).toBeGreaterThan(0);
    expect((screen.getByLabelText(/Your answer/) as HTMLTextAreaElement).value).toBe("");
  });

  it("takes the case for the member, then releases it", async () => {
    request.mockResolvedValueOnce(fullCase);
    renderCase();
    const member = staffMember();
    request.mockResolvedValueOnce({
      ...fullCase,
      assignee: { id: member.id, displayName: member.displayName },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Take it" }));
    expect(await screen.findByRole("button", { name: "Release" })).toBeTruthy();
    expect(request).toHaveBeenLastCalledWith(
      expect.objectContaining({
        path: `/api/staff/support/cases/${summary.id}/assign`,
        body: { staffId: member.id },
      }),
    );
    request.mockResolvedValueOnce(fullCase);
    await userEvent.click(screen.getByRole("button", { name: "Release" }));
    await waitFor(() =>
      expect(request).toHaveBeenLastCalledWith(expect.objectContaining({ body: { staffId: null } })),
    );
  });

  it("closes only after the confirmation, and a closed case offers no answer", async () => {
    request.mockResolvedValueOnce(fullCase);
    renderCase();
    await userEvent.click(await screen.findByRole("button", { name: "Close the case" }));
    const dialog = screen.getByRole("dialog", { hidden: true });
    expect(within(dialog).getByText(/can no longer answer/)).toBeTruthy();
    request.mockResolvedValueOnce({ ...fullCase, status: "closed", closedAt: "2026-11-28T10:00:00.000Z" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Close", hidden: true }));
    await waitFor(() => expect(screen.queryByRole("button", { name: "Send the answer" })).toBeNull());
    expect(request).toHaveBeenLastCalledWith(
      expect.objectContaining({ path: `/api/staff/support/cases/${summary.id}/close`, method: "POST" }),
    );
  });
});
