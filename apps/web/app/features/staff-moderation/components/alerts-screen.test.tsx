// @vitest-environment jsdom
import type { StaffAlert } from "@cinelux/contract/staff-content";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import type { ComponentType } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeServer } from "../../../mocks/node";
import { resetModals } from "../../../shell/modals/modal-store";
import { renderStaffScreen, staffMember } from "../../../shell/staff/testing/render-staff-screen";
import { isoOfLocalInput, localInputOf } from "./alert-form";
import AlertsScreen from "./alerts-screen";

vi.mock("../../../lib/staff/staff-user-manager", () => ({
  staffAccessToken: async () => "staff-token",
  startStaffSignIn: vi.fn(async () => {
    throw new Error("no sign-in in tests");
  }),
}));

const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();
const text = (words: string) => ({ fr: `${words} fr`, nl: `${words} nl`, en: `${words} en` });

function alert(id: string, words: string, fields: Partial<StaffAlert> = {}): StaffAlert {
  return {
    id,
    content: text(words),
    warning: false,
    accountType: null,
    status: "active",
    startsAt: null,
    endsAt: null,
    domain: null,
    updatedAt: iso(Date.now() - 24 * HOUR),
    ...fields,
  };
}

let alerts: StaffAlert[] = [];
let writes: { method: string; path: string; body: unknown }[] = [];

beforeEach(() => {
  const now = Date.now();
  alerts = [
    alert("a1", "Closed Monday", { startsAt: iso(now + 24 * HOUR), domain: "nl", warning: true }),
    alert("a2", "New bar", { accountType: "subscriber" }),
    alert("a3", "Summer", { startsAt: iso(now - 48 * HOUR), endsAt: iso(now - 24 * HOUR) }),
    alert("a4", "Old", { status: "withdrawn" }),
  ];
  writes = [];
  fakeServer.use(
    http.get("*/api/staff/alerts", () => HttpResponse.json(alerts)),
    http.post("*/api/staff/alerts", async ({ request }) => {
      const body = (await request.json()) as StaffAlert;
      writes.push({ method: "POST", path: "/api/staff/alerts", body });
      const created = alert("a9", "x", { ...body, id: "a9", status: "active" });
      alerts = [created, ...alerts];
      return HttpResponse.json(created, { status: 201 });
    }),
    http.patch("*/api/staff/alerts/:id", async ({ request, params }) => {
      const body = (await request.json()) as Partial<StaffAlert>;
      writes.push({ method: "PATCH", path: `/api/staff/alerts/${String(params.id)}`, body });
      if (body.endsAt && body.startsAt && Date.parse(body.endsAt) <= Date.parse(body.startsAt)) {
        return HttpResponse.json(
          {
            code: "ALERT_SCHEDULE_INVALID",
            message: "The end must come after the start.",
            fields: [{ path: "endsAt", code: "invalid_value" }],
          },
          { status: 400 },
        );
      }
      return HttpResponse.json(alert(String(params.id), "edited", body));
    }),
    http.post("*/api/staff/alerts/:id/withdraw", async ({ request, params }) => {
      const body = await request.json();
      writes.push({ method: "POST", path: `/api/staff/alerts/${String(params.id)}/withdraw`, body });
      alerts = alerts.map((item) => (item.id === params.id ? { ...item, status: "withdrawn" } : item));
      return HttpResponse.json(alerts.find((item) => item.id === params.id));
    }),
  );
});

afterEach(() => {
  cleanup();
  resetModals();
});

function rowOf(words: string): HTMLElement {
  const row = screen.getAllByRole("row").find((candidate) => candidate.textContent?.includes(words));
  if (!row) {
    throw new Error(`no row says ${words}`);
  }
  return row;
}

function render(Screen: ComponentType, options: Parameters<typeof renderStaffScreen>[1]) {
  const user = userEvent.setup();
  return { user, ...renderStaffScreen(<Screen />, options) };
}

describe("the alerts screen", () => {
  it("lists each alert's state, period, audience and site", async () => {
    render(AlertsScreen, {
      path: "/staff/en/alerts",
      pattern: "/staff/:language/alerts",
      member: staffMember({ roles: ["editor"] }),
    });
    await screen.findAllByText("Closed Monday en", { exact: false });
    expect(within(rowOf("Closed Monday en")).getByText("Scheduled")).toBeDefined();
    expect(within(rowOf("Closed Monday en")).getByText("Dutch site")).toBeDefined();
    expect(within(rowOf("Closed Monday en")).getByText("Warning")).toBeDefined();
    expect(within(rowOf("New bar en")).getByText("Showing")).toBeDefined();
    expect(within(rowOf("New bar en")).getByText("Subscribers")).toBeDefined();
    expect(within(rowOf("New bar en")).getByText("No dates")).toBeDefined();
    expect(within(rowOf("Summer en")).getByText("Ended")).toBeDefined();
    expect(within(rowOf("Old en")).getByText("Withdrawn")).toBeDefined();
    expect(within(rowOf("Old en")).queryByRole("button")).toBeNull();
  });

  it("writes an alert in three languages with its schedule, in the member's local time, and refuses a missing language first", async () => {
    const { user } = render(AlertsScreen, {
      path: "/staff/en/alerts",
      pattern: "/staff/:language/alerts",
      member: staffMember({ roles: ["editor"] }),
    });
    await user.click(await screen.findByRole("button", { name: "Write an alert" }));
    const form = screen.getByRole("form", { name: "New alert" });
    await user.type(within(form).getByRole("textbox", { name: /Text \(FR\)/ }), "Fermé lundi");
    await user.click(within(form).getByRole("button", { name: "Save" }));
    expect((await within(form).findByRole("alert")).textContent).toBe(
      "Write the message in all three languages.",
    );
    expect(writes).toEqual([]);

    await user.type(within(form).getByRole("textbox", { name: /Text \(NL\)/ }), "Maandag gesloten");
    await user.type(within(form).getByRole("textbox", { name: /Text \(EN\)/ }), "Closed on Monday");
    await user.click(within(form).getByRole("checkbox", { name: "Warning" }));
    await user.selectOptions(within(form).getByRole("combobox", { name: "Site" }), "fr");
    await user.type(within(form).getByLabelText(/Start \(local time\)/), "2030-03-01T09:00");
    await user.type(within(form).getByLabelText(/End \(local time\)/), "2030-03-02T18:30");
    await user.click(within(form).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Alert saved.")).toBeDefined();
    expect(writes).toEqual([
      {
        method: "POST",
        path: "/api/staff/alerts",
        body: {
          content: { fr: "Fermé lundi", nl: "Maandag gesloten", en: "Closed on Monday" },
          warning: true,
          accountType: null,
          domain: "fr",
          startsAt: new Date("2030-03-01T09:00").toISOString(),
          endsAt: new Date("2030-03-02T18:30").toISOString(),
        },
      },
    ]);
  });

  it("edits an alert, refusing an end before its start on the end field before any call", async () => {
    const { user } = render(AlertsScreen, {
      path: "/staff/en/alerts",
      pattern: "/staff/:language/alerts",
      member: staffMember({ roles: ["editor"] }),
    });
    await screen.findAllByText("New bar en", { exact: false });
    await user.click(within(rowOf("New bar en")).getByRole("button", { name: /Edit/ }));
    const form = screen.getByRole("form", { name: "Edit the alert" });
    expect((within(form).getByRole("textbox", { name: /Text \(NL\)/ }) as HTMLTextAreaElement).value).toBe(
      "New bar nl",
    );
    await user.type(within(form).getByLabelText(/Start \(local time\)/), "2030-03-01T09:00");
    await user.type(within(form).getByLabelText(/End \(local time\)/), "2030-03-01T08:00");
    await user.click(within(form).getByRole("button", { name: "Save" }));
    // Refused in the browser before any call.
    expect(await within(form).findByRole("alert")).toBeDefined();
    expect(
      within(form)
        .getByLabelText(/End \(local time\)/)
        .getAttribute("aria-invalid"),
    ).toBe("true");
    expect(writes).toEqual([]);

    await user.clear(within(form).getByLabelText(/End \(local time\)/));
    await user.type(within(form).getByLabelText(/End \(local time\)/), "2030-03-01T10:00");
    await user.click(within(form).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Alert saved.")).toBeDefined();
    expect(writes).toEqual([
      {
        method: "PATCH",
        path: "/api/staff/alerts/a2",
        body: expect.objectContaining({
          content: text("New bar"),
          accountType: "subscriber",
          startsAt: new Date("2030-03-01T09:00").toISOString(),
          endsAt: new Date("2030-03-01T10:00").toISOString(),
        }),
      },
    ]);
  });

  it("withdraws an alert after a confirmation, with a reason, and focus returns to the opener on cancel", async () => {
    const { user } = render(AlertsScreen, {
      path: "/staff/en/alerts",
      pattern: "/staff/:language/alerts",
      member: staffMember({ roles: ["editor"] }),
    });
    await screen.findAllByText("New bar en", { exact: false });
    const opener = within(rowOf("New bar en")).getByRole("button", { name: /Withdraw/ });
    await user.click(opener);
    let dialog = await screen.findByRole("dialog", { name: "Withdraw the alert?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(document.activeElement).toBe(opener));
    expect(writes).toEqual([]);

    await user.click(opener);
    dialog = await screen.findByRole("dialog", { name: "Withdraw the alert?" });
    await user.type(within(dialog).getByRole("textbox", { name: /Reason/ }), "Bar opened");
    await user.click(within(dialog).getByRole("button", { name: "Withdraw" }));
    expect(await screen.findByText("Alert withdrawn.")).toBeDefined();
    expect(writes).toEqual([
      { method: "POST", path: "/api/staff/alerts/a2/withdraw", body: { reason: "Bar opened" } },
    ]);
    await waitFor(() => expect(within(rowOf("New bar en")).getByText("Withdrawn")).toBeDefined());
  });

  it("keeps the member's local time across the datetime-local field", () => {
    const instant = "2030-03-01T08:15:00.000Z";
    expect(isoOfLocalInput(localInputOf(instant))).toBe(instant);
    expect(isoOfLocalInput("")).toBeNull();
  });
});
