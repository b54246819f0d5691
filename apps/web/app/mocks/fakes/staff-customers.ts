import type { GetAuditLogResponse } from "@cinelux/contract/staff";
import {
  CancelBookingRequestSchema,
  CustomerAccessSchema,
  type CustomerFile,
  GiveGoodwillRequestSchema,
  GOODWILL_VOUCHERS_PER_DAY,
  goodwillVoucherTexts,
  ResendBookingRequestSchema,
  SearchCustomersRequestSchema,
} from "@cinelux/contract/staff-customers";
import {
  CreateStaffMemberRequestSchema,
  type StaffMember,
  UpdateStaffMemberRequestSchema,
} from "@cinelux/contract/staff-team";
import { HttpResponse, http } from "msw";
import { badRequest, coded, codedAs, unauthorized } from "../fake-responses";

/**
 * The staff's customer, team and audit-log calls, as the server answers them (docs/staff.md
 * "Customers", "Team", "Audit log"), on a state a test owns: `staffCustomersHandlers(state)` goes into
 * `fakeServer.use(...)`. Every call records what the server would write in the audit log.
 */
export interface StaffFakeState {
  files: CustomerFile[];
  members: StaffMember[];
  audit: GetAuditLogResponse["entries"];
  goodwillToday: number;
  /** The calls made, `METHOD path?query`, to assert what the screen asked. */
  calls: string[];
  resent: string[];
}

export function staffFakeState(partial: Partial<StaffFakeState> = {}): StaffFakeState {
  return { files: [], members: [], audit: [], goodwillToday: 0, calls: [], resent: [], ...partial };
}

async function bodyOf(request: Request): Promise<unknown> {
  const text = await request.text();
  return text ? JSON.parse(text) : undefined;
}

function record(state: StaffFakeState, request: Request) {
  const url = new URL(request.url);
  url.searchParams.delete("language");
  state.calls.push(`${request.method} ${url.pathname}${url.search}`);
}

export function staffCustomersHandlers(state: StaffFakeState) {
  const fileOf = (id: string) => state.files.find((file) => file.account.accountId === id);
  const bookingOf = (id: string) =>
    state.files
      .flatMap((file) => file.bookings.map((booking) => ({ file, booking })))
      .find((row) => row.booking.id === id);
  const memberOf = (id: string) => state.members.find((member) => member.id === id);
  return [
    http.get("*/api/staff/customers", ({ request }) => {
      record(state, request);
      const refused = unauthorized(request);
      if (refused) {
        return refused;
      }
      const query = Object.fromEntries(new URL(request.url).searchParams);
      delete query.language;
      const parsed = SearchCustomersRequestSchema.safeParse(query);
      if (!parsed.success) {
        return badRequest(request, parsed.error.issues, query);
      }
      const text = parsed.data.query.toLowerCase();
      const customers = state.files
        .map((file) => file.account)
        .filter((account) =>
          `${account.mail} ${account.firstName} ${account.lastName}`.toLowerCase().includes(text),
        );
      return HttpResponse.json({ kind: text.includes("@") ? "mail" : "name", customers });
    }),
    http.get("*/api/staff/customers/:accountId", ({ request, params }) => {
      record(state, request);
      const query = Object.fromEntries(new URL(request.url).searchParams);
      delete query.language;
      const parsed = CustomerAccessSchema.safeParse(query);
      if (!parsed.success) {
        return badRequest(request, parsed.error.issues, query);
      }
      const file = fileOf(String(params.accountId));
      return file ? HttpResponse.json(file) : coded(request, "CUSTOMER_NOT_FOUND");
    }),
    http.post("*/api/staff/customers/:accountId/goodwill", async ({ request, params }) => {
      record(state, request);
      const body = await bodyOf(request);
      const parsed = GiveGoodwillRequestSchema.safeParse(body);
      if (!parsed.success) {
        return badRequest(request, parsed.error.issues, body);
      }
      const file = fileOf(String(params.accountId));
      if (!file) {
        return coded(request, "CUSTOMER_NOT_FOUND");
      }
      if (state.goodwillToday >= GOODWILL_VOUCHERS_PER_DAY) {
        return codedAs(request, "GOODWILL_LIMIT", (m) => m.GOODWILL_LIMIT(GOODWILL_VOUCHERS_PER_DAY));
      }
      state.goodwillToday += 1;
      const voucher = {
        id: crypto.randomUUID(),
        type: "VOUCHER",
        numberLast4: "4242",
        name: goodwillVoucherTexts(parsed.data.seats).name.en,
        initialQuantity: parsed.data.seats,
        remainingQuantity: parsed.data.seats,
        expirationDate: "2027-05-28",
      };
      file.wallet.unshift(voucher);
      return HttpResponse.json(
        { voucher, remainingToday: GOODWILL_VOUCHERS_PER_DAY - state.goodwillToday },
        { status: 201 },
      );
    }),
    http.post("*/api/staff/bookings/:bookingId/resend", async ({ request, params }) => {
      record(state, request);
      const body = await bodyOf(request);
      const parsed = ResendBookingRequestSchema.safeParse(body);
      if (!parsed.success) {
        return badRequest(request, parsed.error.issues, body);
      }
      const found = bookingOf(String(params.bookingId));
      if (!found) {
        return coded(request, "STAFF_BOOKING_NOT_FOUND");
      }
      state.resent.push(found.booking.id);
      return HttpResponse.json({ booking: found.booking });
    }),
    http.post("*/api/staff/bookings/:bookingId/cancel", async ({ request, params }) => {
      record(state, request);
      const body = await bodyOf(request);
      const parsed = CancelBookingRequestSchema.safeParse(body);
      if (!parsed.success) {
        return badRequest(request, parsed.error.issues, body);
      }
      const found = bookingOf(String(params.bookingId));
      if (!found) {
        return coded(request, "STAFF_BOOKING_NOT_FOUND");
      }
      if (found.booking.status !== "CONFIRMED") {
        return coded(request, "TICKET_ALREADY_CANCELLED");
      }
      found.booking.status = "REFUNDED";
      return HttpResponse.json({ booking: found.booking });
    }),
    http.get("*/api/staff/members", ({ request }) => {
      record(state, request);
      return HttpResponse.json({ members: state.members });
    }),
    http.post("*/api/staff/members", async ({ request }) => {
      record(state, request);
      const body = await bodyOf(request);
      const parsed = CreateStaffMemberRequestSchema.safeParse(body);
      if (!parsed.success) {
        return badRequest(request, parsed.error.issues, body);
      }
      if (state.members.some((member) => member.mail === parsed.data.mail.toLowerCase())) {
        return coded(request, "STAFF_MAIL_TAKEN");
      }
      const member: StaffMember = {
        id: crypto.randomUUID(),
        mail: parsed.data.mail.toLowerCase(),
        displayName: parsed.data.displayName,
        roles: parsed.data.roles,
        createdAt: new Date().toISOString(),
        disabledAt: null,
        enrolled: false,
        recoveryCodesLeft: 0,
        lockedUntil: null,
      };
      state.members.push(member);
      return HttpResponse.json(
        {
          member,
          password: "First-Password-123",
          enrolment: {
            secret: "KNUGC4TFMRCGK3LP",
            otpauthUri: "otpauth://totp/x",
            qrDataUrl: "data:image/svg+xml;base64,PHN2Zy8+",
          },
        },
        { status: 201 },
      );
    }),
    http.patch("*/api/staff/members/:id", async ({ request, params }) => {
      record(state, request);
      const body = await bodyOf(request);
      const parsed = UpdateStaffMemberRequestSchema.safeParse(body);
      if (!parsed.success) {
        return badRequest(request, parsed.error.issues, body);
      }
      const member = memberOf(String(params.id));
      if (!member) {
        return coded(request, "STAFF_MEMBER_NOT_FOUND");
      }
      Object.assign(member, parsed.data);
      return HttpResponse.json({ member });
    }),
    http.post("*/api/staff/members/:id/:action", ({ request, params }) => {
      record(state, request);
      const member = memberOf(String(params.id));
      if (!member) {
        return coded(request, "STAFF_MEMBER_NOT_FOUND");
      }
      switch (params.action) {
        case "disable":
        case "enable":
          member.disabledAt = params.action === "disable" ? new Date().toISOString() : null;
          return HttpResponse.json({ member });
        case "reset-totp":
          Object.assign(member, { enrolled: false, recoveryCodesLeft: 0 });
          return HttpResponse.json({
            member,
            enrolment: {
              secret: "NEWSECRETNEWSECRET",
              otpauthUri: "otpauth://totp/y",
              qrDataUrl: "data:image/svg+xml;base64,PHN2Zy8+",
            },
          });
        default:
          member.recoveryCodesLeft = 10;
          return HttpResponse.json({
            member,
            recoveryCodes: Array.from({ length: 10 }, (_, index) => `code-${index}00-abcd`),
          });
      }
    }),
    http.get("*/api/staff/audit-log", ({ request }) => {
      record(state, request);
      const url = new URL(request.url);
      const limit = Number(url.searchParams.get("limit") ?? 50);
      const before = Number(url.searchParams.get("before") ?? Number.POSITIVE_INFINITY);
      const staffId = url.searchParams.get("staffId");
      const action = url.searchParams.get("action");
      const rows = state.audit
        .filter((entry) => entry.id < before)
        .filter((entry) => !staffId || entry.staffId === staffId)
        .filter((entry) => !action || entry.action === action)
        .sort((a, b) => b.id - a.id);
      const page = rows.slice(0, limit);
      return HttpResponse.json({
        entries: page,
        nextBefore: rows.length > limit ? (page.at(-1)?.id ?? null) : null,
      });
    }),
  ];
}
