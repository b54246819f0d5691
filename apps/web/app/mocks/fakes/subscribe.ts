import { LANGUAGES, type Language } from "@cinelux/contract/languages";
import { type CheckoutResponse, IDEMPOTENCY_HEADER, SubscribeRequestSchema } from "@cinelux/contract/orders";
import { passSignUpError } from "@cinelux/contract/pass-rules";
import { PASSES } from "@cinelux/contract/passes";
import { invoiceSale, type SaleTotal, subscriptionFirstPayment } from "@cinelux/contract/sales";
import {
  addMonths,
  advanceSubscription,
  billingDayOf,
  commitmentEndOf,
} from "@cinelux/contract/subscription-rules";
import { HttpResponse, http } from "msw";
import en from "../../../public/assets/i18n/en.json";
import fr from "../../../public/assets/i18n/fr.json";
import nl from "../../../public/assets/i18n/nl.json";
import { fakeDb, saveFakeDb } from "../fake-db";
import { badRequest, coded, unauthorized } from "../fake-responses";
import { keepPaidOrder } from "./shop-state";
import { languageOf, SUBSCRIPTION_BASE, syncAccount, today } from "./subscription";

/**
 * The pass sign-up's and the unpaid invoice's payment on the fakes (docs/fakes.md "Payments"):
 * the server's checks and codes (Idempotency-Key, the contract's pass rules), then a provider
 * that pays at once: the pass or the invoice is settled before the answer, and `checkoutUrl` is the
 * page the provider would send the payer back to, `/{language}/orders/{orderId}`.
 */

const BASE = SUBSCRIPTION_BASE;

/** Each key's first request and answer, as the server's idempotency table keeps them. */
const attempts = new Map<string, { request: string; answer: CheckoutResponse }>();

/** The key's replay or refusal, or null for a first use; the request is the method, path and body. */
function replayOf(request: Request, fingerprint: string) {
  const key = request.headers.get(IDEMPOTENCY_HEADER);
  if (!key) {
    return { key: "", refused: coded(request, "IDEMPOTENCY_KEY_REQUIRED") };
  }
  const seen = attempts.get(key);
  if (!seen) {
    return { key, refused: null };
  }
  return {
    key,
    refused:
      seen.request === fingerprint
        ? HttpResponse.json(seen.answer, { status: 201 })
        : coded(request, "IDEMPOTENCY_KEY_REUSED"),
  };
}

const CATALOGS: Record<Language, Record<string, string>> = { fr, nl, en };
const INVOICE_LABEL: Record<Language, (number: string) => string> = {
  fr: (number) => `Facture ${number}`,
  nl: (number) => `Factuur ${number}`,
  en: (number) => `Invoice ${number}`,
};

/** The order's title and line labels in every language, as the server writes them. */
function orderTexts(
  description: (language: Language) => string,
  label: (item: string, language: Language) => string,
  sale: SaleTotal,
) {
  return Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      { description: description(language), labels: sale.lines.map((line) => label(line.item, language)) },
    ]),
  ) as Record<Language, { description: string; labels: string[] }>;
}

function passOrderTexts(plan: string, sale: SaleTotal) {
  const name = (item: string, language: Language) =>
    CATALOGS[language][`PassType.${item}`] ?? CATALOGS[language][`PassAddOn.${item}`] ?? item;
  return orderTexts(
    (language) =>
      (CATALOGS[language]["Subscribe.Summary.FirstMonth"] ?? "").replace("{{plan}}", name(plan, language)),
    (item, language) =>
      item === "JOINING_FEE"
        ? (CATALOGS[language]["Subscribe.Summary.JoiningFee"] ?? item)
        : name(item, language),
    sale,
  );
}

/**
 * The order the provider sends the payer back to: paid at once (the fakes' provider), kept where
 * GET /api/orders/{id} reads it, so that the order page shows it as on the server.
 */
function checkout(
  request: Request,
  key: string,
  fingerprint: string,
  order: Omit<Parameters<typeof keepPaidOrder>[0], "id">,
) {
  const orderId = crypto.randomUUID();
  keepPaidOrder({ ...order, id: orderId });
  const origin = new URL(request.url).origin;
  const answer: CheckoutResponse = {
    orderId,
    checkoutUrl: `${origin}/${languageOf(request)}/orders/${orderId}`,
  };
  attempts.set(key, { request: fingerprint, answer });
  return HttpResponse.json(answer, { status: 201 });
}

export const subscribeHandlers = [
  http.post(BASE, async ({ request }) => {
    const refused = unauthorized(request);
    if (refused) {
      return refused;
    }
    const body = await request.json().catch(() => null);
    const fingerprint = `POST subscription ${JSON.stringify(body)}`;
    const replay = replayOf(request, fingerprint);
    if (replay.refused) {
      return replay.refused;
    }
    const parsed = SubscribeRequestSchema.safeParse(body);
    if (!parsed.success) {
      return badRequest(request, parsed.error.issues, body);
    }
    const state = fakeDb();
    const day = today();
    if (state.pass.model && advanceSubscription(state.pass.model, day).status !== "canceled") {
      return coded(request, "SUBSCRIPTION_ALREADY_ACTIVE");
    }
    const { plan, addOns, partner, members = [] } = parsed.data;
    const pass = PASSES[plan];
    // The server's own check of the pass rules, in the contract.
    const refusal = passSignUpError({
      plan,
      addOns,
      partner,
      members,
      holderBirthDate: state.account.birthDate,
      today: day,
    });
    if (refusal) {
      return coded(request, refusal);
    }
    // The provider pays at once: the pass starts today, with no photo yet (none is kept before).
    const domain = state.account.domain;
    const model = {
      plan,
      addOns,
      domain,
      startDate: day,
      commitmentEndDate: commitmentEndOf(plan, domain, day),
      billingDay: billingDayOf(day),
      status: "active" as const,
      blockedReason: null,
      pause: null,
      cancellation: null,
      planChange: null,
      debitInvoiceEnabled: false,
    };
    const number = "6280010000000777";
    state.pass = {
      ...state.pass,
      model,
      cards: [
        {
          id: "card-pass-new",
          type: plan,
          label: plan,
          picture: null,
          number,
          activationDate: day,
          expirationDate: addMonths(day, 60),
          code: `CLX-${number}`,
          subscriptionStatus: "active",
          openEndedSubscription: pass.pricing[domain].commitmentMonths === 0,
          photoStatus: null,
          lastUpdateDate: new Date().toISOString(),
        },
        ...state.pass.cards.filter((card) => !(card.type in PASSES)),
      ],
      invoices: [],
      supplements: [],
    };
    syncAccount(state, day);
    const sale = subscriptionFirstPayment(plan, addOns, domain);
    return checkout(request, replay.key, fingerprint, {
      kind: "subscription",
      sale,
      texts: passOrderTexts(plan, sale),
    });
  }),

  http.post(`${BASE}/invoice/:id/pay`, ({ request, params }) => {
    const refused = unauthorized(request);
    if (refused) {
      return refused;
    }
    const id = String(params.id);
    const fingerprint = `POST invoice ${id}`;
    const replay = replayOf(request, fingerprint);
    if (replay.refused) {
      return replay.refused;
    }
    const state = fakeDb();
    const invoice = state.pass.invoices.find((candidate) => candidate.id === id);
    if (!invoice) {
      return coded(request, "INVOICE_NOT_FOUND");
    }
    if (invoice.status === "paid") {
      return coded(request, "INVOICE_ALREADY_PAID");
    }
    // Paid by card at once; the last unpaid invoice paid lifts the unpaid status.
    state.pass.invoices = state.pass.invoices.map((candidate) =>
      candidate.id === id ? { ...candidate, status: "paid", extractedToNib: false } : candidate,
    );
    const model = state.pass.model;
    if (model?.status === "unpaid" && state.pass.invoices.every((candidate) => candidate.status === "paid")) {
      state.pass.model = { ...model, status: "active" };
    }
    syncAccount(state, today());
    saveFakeDb();
    const sale = invoiceSale(invoice.name, invoice.amount, state.account.domain);
    return checkout(request, replay.key, fingerprint, {
      kind: "invoice",
      sale,
      texts: orderTexts(
        (language) => INVOICE_LABEL[language](invoice.name),
        (item, language) => INVOICE_LABEL[language](item),
        sale,
      ),
    });
  }),
];
