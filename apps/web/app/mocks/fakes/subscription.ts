import { fixedErrorMessage } from "@cinelux/contract/error-messages";
import { isLanguage, type Language } from "@cinelux/contract/languages";
import {
  checkPhotoSize,
  DEFAULT_PHOTO_UPLOAD_PARAMS,
  PHOTO_RULE_ERROR_CODES,
  sniffPhotoType,
} from "@cinelux/contract/photo-rules";
import {
  AttachCardRequestSchema,
  CancelSubscriptionRequestSchema,
  GroupSupplementInvoiceRequestSchema,
  type SubscriptionActionResponse,
  type SubscriptionResponse,
  SuspendSubscriptionRequestSchema,
} from "@cinelux/contract/subscription";
import {
  advanceSubscription,
  applySubscriptionAction,
  cancellationEndDate,
  monthlyAmountCents,
  resumeInvoicePeriod,
  type SubscriptionAction,
  subscriptionActionError,
  subscriptionStateOf,
} from "@cinelux/contract/subscription-rules";
import { HttpResponse, http } from "msw";
import { CANCEL_REASONS } from "../data/cancel-reasons";
import { accountPassFields, FAKE_PHOTO_JPEG_BASE64 } from "../data/subscription";
import { type FakeState, fakeDb, saveFakeDb } from "../fake-db";
import { badRequest, coded, codedAs, signedInBody, unauthorized } from "../fake-responses";
import { captchaRefusal } from "./account-security";

/**
 * The subscription's calls on the fakes (docs/fakes.md "The pass"): the subscription, its actions, invoices
 * and contract, the pass cards and the card photo. Every rule is the contract's (subscription-rules,
 * photo-rules), as the server's engine calls them; the codes and statuses are errors.ts'.
 */

/** The subscription's endpoints, the sign-up's and Pay now's among them (subscribe.ts). */
export const SUBSCRIPTION_BASE = "*/api/accounts/me/subscription";
const BASE = SUBSCRIPTION_BASE;

/** The fakes' day (UTC), for the pass's dates. */
export function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/** The request's `?language=`, French by default. */
export function languageOf(request: Request): Language {
  const language = new URL(request.url).searchParams.get("language");
  return isLanguage(language) ? language : "fr";
}

/** A one-page PDF that says what it is: enough for a download on the fakes. */
function fakePdf(title: string): Uint8Array {
  const text = title.replace(/[()\\]/g, "");
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

function pdf(bytes: Uint8Array, name: string) {
  return new HttpResponse(bytes, {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="${name}"`,
      "cache-control": "private, no-store",
    },
  });
}

/** GET .../subscription's answer for the fake pass (the model advanced to today, as the server reads it). */
export function fakeSubscription(state: FakeState, day = today()): SubscriptionResponse | null {
  const { pass } = state;
  if (!pass.model) {
    return null;
  }
  const model = advanceSubscription(pass.model, day);
  const unpaid = pass.invoices.filter((invoice) => invoice.status === "unpaid");
  return {
    invoices: pass.invoices,
    unpaidInvoice: unpaid.length > 0,
    unpaidBalance: unpaid.reduce((sum, invoice) => sum + invoice.amount, 0),
    consumption: { subscriptionAmount: monthlyAmountCents(model), supplements: pass.supplements },
    debitInvoiceEnabled: model.debitInvoiceEnabled,
    card: {
      type: model.plan,
      status: model.status,
      date: model.startDate,
      cardNumber: pass.cards[0]?.number ?? "",
      subscriptionNumber: pass.subscriptionNumber,
      openEndedSubscription: pass.cards[0]?.openEndedSubscription ?? false,
      subscriptionId: pass.subscriptionId,
      blockedReason: model.blockedReason,
    },
    status: model.status,
    subscriptionState: subscriptionStateOf(model, day),
  };
}

/** Writes the pass's consequences on the account (its subscriptionState), as the server's transaction does. */
export function syncAccount(state: FakeState, day: string): void {
  state.account = { ...state.account, ...accountPassFields(state.pass, day) };
  const card = state.pass.cards[0];
  if (card && state.pass.model) {
    state.pass.cards = [
      { ...card, subscriptionStatus: advanceSubscription(state.pass.model, day).status },
      ...state.pass.cards.slice(1),
    ];
  }
  saveFakeDb();
}

/** One SPEC 4 action: the contract's guard (409 with its code), then the contract's new model. */
function act(
  request: Request,
  action: SubscriptionAction,
  input: { reason?: string; enabled?: boolean } = {},
) {
  const state = fakeDb();
  const day = today();
  const model = state.pass.model;
  if (!model) {
    return coded(request, "SUBSCRIPTION_NOT_FOUND");
  }
  const advanced = advanceSubscription(model, day);
  const refused = subscriptionActionError(action, subscriptionStateOf(advanced, day));
  if (refused) {
    return codedAs(request, refused, (m) => fixedErrorMessage(m, refused));
  }
  const next = applySubscriptionAction(advanced, action, day, input);
  state.pass.model = next;
  if (action === "resume") {
    // As the engine: the rest of the month is billed at once (resumeInvoicePeriod).
    const period = resumeInvoicePeriod(next, day);
    state.pass.invoices = [
      {
        id: `inv-${state.pass.invoices.length + 1}`,
        name: `F-${day.slice(0, 4)}-${day.slice(5, 7)}-${String(state.pass.invoices.length + 1).padStart(6, "0")}`,
        date: day,
        amount: period.amountCents,
        status: "paid",
        extractedToNib: true,
      },
      ...state.pass.invoices,
    ];
  }
  syncAccount(state, day);
  const answer: SubscriptionActionResponse = {
    subscriptionState: subscriptionStateOf(next, day),
    status: advanceSubscription(next, day).status,
    effectiveDate: action === "cancel" ? (next.cancellation?.effectiveDate ?? null) : null,
  };
  return HttpResponse.json(answer);
}

async function jsonBody(request: Request): Promise<unknown> {
  return request.json().catch(() => null);
}

export const subscriptionHandlers = [
  http.get(BASE, ({ request }) => {
    const refused = unauthorized(request);
    if (refused) {
      return refused;
    }
    const answer = fakeSubscription(fakeDb());
    return answer ? HttpResponse.json(answer) : coded(request, "SUBSCRIPTION_NOT_FOUND");
  }),

  http.get(`${BASE}/cancel/reasons`, ({ request }) => {
    const refused = unauthorized(request);
    if (refused) {
      return refused;
    }
    const model = fakeDb().pass.model;
    if (!model) {
      return coded(request, "SUBSCRIPTION_NOT_FOUND");
    }
    const language = languageOf(request);
    return HttpResponse.json({
      reasons: CANCEL_REASONS.map(([id, labels]) => ({ id, label: labels[language] })),
      effectiveDate: cancellationEndDate(advanceSubscription(model, today()), today()),
    });
  }),

  http.patch(`${BASE}/cancel`, async ({ request }) => {
    const refused = unauthorized(request);
    if (refused) {
      return refused;
    }
    const body = await jsonBody(request);
    const parsed = CancelSubscriptionRequestSchema.safeParse(body);
    if (!parsed.success) {
      return badRequest(request, parsed.error.issues, body);
    }
    if (!CANCEL_REASONS.some(([id]) => id === parsed.data.reason)) {
      return badRequest(
        request,
        [{ code: "custom", path: ["reason"], message: "Unknown cancel reason.", input: parsed.data.reason }],
        body,
      );
    }
    return act(request, "cancel", { reason: parsed.data.reason });
  }),

  http.delete(BASE, ({ request }) => unauthorized(request) ?? act(request, "cancelCancellation")),

  http.patch(`${BASE}/suspend`, async ({ request }) => {
    const parsed = await signedInBody(request, SuspendSubscriptionRequestSchema);
    if (parsed.refused) {
      return parsed.refused;
    }
    return act(request, parsed.data.action === "suspend" ? "suspend" : "resume");
  }),

  http.delete(`${BASE}/suspend`, ({ request }) => unauthorized(request) ?? act(request, "cancelSuspension")),

  http.delete(
    `${BASE}/downgrade`,
    ({ request }) => unauthorized(request) ?? act(request, "cancelPlanChange"),
  ),

  http.patch(`${BASE}/groupSupplementInvoice`, async ({ request }) => {
    const parsed = await signedInBody(request, GroupSupplementInvoiceRequestSchema);
    if (parsed.refused) {
      return parsed.refused;
    }
    return act(request, "groupSupplementInvoice", { enabled: parsed.data.action === "activated" });
  }),

  http.get(`${BASE}/invoice/:file`, ({ request, params }) => {
    const refused = unauthorized(request);
    if (refused) {
      return refused;
    }
    const id = String(params.file).replace(/\.pdf$/, "");
    const invoice = fakeDb().pass.invoices.find((candidate) => candidate.id === id);
    if (!invoice || !String(params.file).endsWith(".pdf")) {
      return coded(request, "INVOICE_NOT_FOUND");
    }
    return pdf(fakePdf(`Cinelux ${invoice.name}`), `${invoice.name}.pdf`);
  }),

  http.get(`${BASE}/contract`, ({ request }) => {
    const refused = unauthorized(request);
    if (refused) {
      return refused;
    }
    const { pass } = fakeDb();
    if (!pass.model) {
      return coded(request, "SUBSCRIPTION_NOT_FOUND");
    }
    return pdf(
      fakePdf(`Cinelux contract ${pass.subscriptionNumber}`),
      `contract-${pass.subscriptionNumber}.pdf`,
    );
  }),

  http.get(
    "*/api/accounts/me/invoices",
    ({ request }) => unauthorized(request) ?? HttpResponse.json(fakeDb().pass.invoices),
  ),

  http.get(
    "*/api/accounts/me/cards",
    ({ request }) => unauthorized(request) ?? HttpResponse.json(fakeDb().pass.cards),
  ),

  // SPEC 7 PATCH /api/accounts/me/cards: the captcha first, then the body, then the card by name and number.
  http.patch("*/api/accounts/me/cards", async ({ request }) => {
    const refused = unauthorized(request) ?? captchaRefusal(request);
    if (refused) {
      return refused;
    }
    const body = await jsonBody(request);
    const parsed = AttachCardRequestSchema.safeParse(body);
    if (!parsed.success) {
      return badRequest(request, parsed.error.issues, body);
    }
    const state = fakeDb();
    const { lastname, cardNumber } = parsed.data;
    const same = (a: string, b: string) =>
      a.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase() ===
      b.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
    if (state.pass.cards.some((card) => card.number === cardNumber)) {
      return coded(request, "PASS_CARD_ALREADY_ATTACHED");
    }
    const found = state.pass.unattached.find(
      (entry) => entry.card.number === cardNumber && same(entry.lastname, lastname),
    );
    if (!found) {
      return codedAs(request, "PASS_CARD_NOT_FOUND", (m) => m.when.addingCard.PASS_CARD_NOT_FOUND);
    }
    state.pass.unattached = state.pass.unattached.filter((entry) => entry !== found);
    state.pass.cards = [...state.pass.cards, { ...found.card, lastUpdateDate: new Date().toISOString() }];
    saveFakeDb();
    return HttpResponse.json(state.pass.cards);
  }),

  http.get("*/api/accounts/me/cards/picture/:file", ({ request, params }) => {
    const refused = unauthorized(request);
    if (refused) {
      return refused;
    }
    const id = String(params.file).replace(/\.jpg$/, "");
    const card = fakeDb().pass.cards.find((candidate) => candidate.id === id);
    if (!card?.picture) {
      return coded(request, "PASS_CARD_NOT_FOUND");
    }
    const bytes = Uint8Array.from(atob(FAKE_PHOTO_JPEG_BASE64), (char) => char.charCodeAt(0));
    return new HttpResponse(bytes, {
      headers: { "content-type": "image/jpeg", "cache-control": "private, no-store" },
    });
  }),

  // POST /api/accounts/me/updatePhoto: the contract's photo rules on the bytes themselves (never the name).
  http.post("*/api/accounts/me/updatePhoto", async ({ request }) => {
    const refused = unauthorized(request);
    if (refused) {
      return refused;
    }
    const form = await request.formData().catch(() => null);
    const photo = form?.get("photo");
    const cardId = form?.get("cardId");
    if (!(photo instanceof Blob) || typeof cardId !== "string") {
      return coded(request, "BAD_REQUEST");
    }
    const state = fakeDb();
    const card = state.pass.cards.find((candidate) => candidate.id === cardId);
    if (!card) {
      return coded(request, "PASS_CARD_NOT_FOUND");
    }
    if (checkPhotoSize(photo.size, DEFAULT_PHOTO_UPLOAD_PARAMS)) {
      return coded(request, PHOTO_RULE_ERROR_CODES[10001]);
    }
    const head = new Uint8Array(await photo.slice(0, 64).arrayBuffer());
    if (!sniffPhotoType(head)) {
      return coded(request, PHOTO_RULE_ERROR_CODES[10002]);
    }
    const picture = `/api/accounts/me/cards/picture/${card.id}.jpg`;
    // As the server (cards.service): the photo of a pass blocked for its photo, or with no accepted
    // photo yet, waits for a moderator (PENDING), the block kept; an accepted one is replaced at once.
    const model = state.pass.model;
    const blockedForPhoto = model?.status === "blocked" && model.blockedReason === "incorrect_photo";
    const photoStatus = blockedForPhoto || card.photoStatus !== "OK" ? "PENDING" : "OK";
    state.pass.cards = state.pass.cards.map((candidate) =>
      candidate.id === card.id
        ? { ...candidate, picture, photoStatus, lastUpdateDate: new Date().toISOString() }
        : candidate,
    );
    syncAccount(state, today());
    return HttpResponse.json({ cardId: card.id, photoStatus, picture });
  }),
];
