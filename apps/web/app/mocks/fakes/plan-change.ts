import { isLanguage, type Language } from "@cinelux/contract/languages";
import {
  IDEMPOTENCY_HEADER,
  type PlanChangeResponse,
  SubscribeRequestSchema,
} from "@cinelux/contract/orders";
import { passSignUpError } from "@cinelux/contract/pass-rules";
import { monthlyPriceCents } from "@cinelux/contract/sales";
import {
  advanceSubscription,
  monthlyAmountCents,
  planChangeExecutionDate,
  subscriptionStateOf,
} from "@cinelux/contract/subscription-rules";
import { HttpResponse, http } from "msw";
import { fakeDb } from "../fake-db";
import { badRequest, coded, unauthorized } from "../fake-responses";
import { syncAccount } from "./subscription";

/**
 * POST /api/accounts/me/subscription/plan on the fakes (docs/domain/payments.md "Plan changes"), in
 * the server's order: the Idempotency-Key, the body, the pass and `eligibleChanges` (the plan held
 * is refused), the pass rules (contract `passSignUpError`), then the change. A dearer plan is an
 * upgrade the fake provider pays at once (in force before the answer; `checkoutUrl` is the order
 * page the provider sends the payer back to); a cheaper or equal one is SPEC 4's pending change on
 * `planChangeExecutionDate`. PAYMENT_UNAVAILABLE is the tests' (fakeServer.use).
 */

const PATH = "*/api/accounts/me/subscription/plan";

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

function languageOf(request: Request): Language {
  const language = new URL(request.url).searchParams.get("language");
  return isLanguage(language) ? language : "fr";
}

function answered(answer: PlanChangeResponse) {
  return HttpResponse.json(answer, { status: answer.change === "upgrade" ? 201 : 200 });
}

/** Each key's first body and answer, as the server's idempotency table keeps them. */
const attempts = new Map<string, { body: string; answer: PlanChangeResponse }>();

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item) => b.includes(item));

export const planChangeHandlers = [
  http.post(PATH, async ({ request }) => {
    const refused = unauthorized(request);
    if (refused) {
      return refused;
    }
    const key = request.headers.get(IDEMPOTENCY_HEADER);
    if (!key) {
      return coded(request, "IDEMPOTENCY_KEY_REQUIRED");
    }
    const body = await request.json().catch(() => null);
    const fingerprint = JSON.stringify(body);
    const seen = attempts.get(key);
    if (seen) {
      return seen.body === fingerprint ? answered(seen.answer) : coded(request, "IDEMPOTENCY_KEY_REUSED");
    }
    const parsed = SubscribeRequestSchema.safeParse(body);
    if (!parsed.success) {
      return badRequest(request, parsed.error.issues, body);
    }
    const state = fakeDb();
    const day = today();
    if (!state.pass.model) {
      return coded(request, "SUBSCRIPTION_NOT_FOUND");
    }
    const model = advanceSubscription(state.pass.model, day);
    const { plan, addOns, partner, members } = parsed.data;
    if (model.status === "canceled") {
      return coded(request, "SUBSCRIPTION_NOT_FOUND");
    }
    if (
      !subscriptionStateOf(model, day).eligibleChanges ||
      (model.plan === plan && sameSet(model.addOns, addOns))
    ) {
      return coded(request, "SUBSCRIPTION_CHANGE_NOT_ALLOWED");
    }
    const rule = passSignUpError({
      plan,
      addOns,
      partner,
      members,
      holderBirthDate: state.account.birthDate,
      today: day,
    });
    if (rule) {
      return coded(request, rule);
    }
    let answer: PlanChangeResponse;
    if (monthlyPriceCents(plan, addOns, model.domain) <= monthlyAmountCents(model)) {
      const executionDate = planChangeExecutionDate(model, day);
      state.pass.model = { ...model, planChange: { plan, addOns, executionDate } };
      answer = { change: "scheduled", executionDate };
    } else {
      // Paid at once: the new plan is in force today (its commitment unchanged); a pending change is dropped.
      state.pass.model = { ...model, plan, addOns, planChange: null };
      state.pass.cards = state.pass.cards.map((card, index) =>
        index === 0 ? { ...card, type: plan } : card,
      );
      const orderId = crypto.randomUUID();
      const origin = new URL(request.url).origin;
      answer = {
        change: "upgrade",
        orderId,
        checkoutUrl: `${origin}/${languageOf(request)}/orders/${orderId}`,
      };
    }
    attempts.set(key, { body: fingerprint, answer });
    syncAccount(state, day);
    return answered(answer);
  }),
];
