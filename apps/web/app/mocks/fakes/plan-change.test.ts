import { PlanChangeResponseSchema } from "@cinelux/contract/orders";
import { SubscriptionResponseSchema } from "@cinelux/contract/subscription";
import { describe, expect, it } from "vitest";
import { resetFakeDb } from "../fake-db";
import { BEARER_JSON } from "./fakes-test-kit";

const ORIGIN = "http://localhost";

async function changePlan(body: unknown, key: string | null = crypto.randomUUID()) {
  const response = await fetch(`${ORIGIN}/api/accounts/me/subscription/plan?language=en`, {
    method: "POST",
    headers: { ...BEARER_JSON, ...(key ? { "idempotency-key": key } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function subscription() {
  const response = await fetch(`${ORIGIN}/api/accounts/me/subscription`, { headers: BEARER_JSON });
  return SubscriptionResponseSchema.parse(await response.json());
}

describe('POST .../subscription/plan on the fakes (docs/domain/payments.md "Plan changes")', () => {
  it("schedules a cheaper plan (200) and shows it pending", async () => {
    resetFakeDb("pass-active");
    const answer = await changePlan({ plan: "EXPLORER", addOns: [] });
    expect(answer.status).toBe(200);
    expect(PlanChangeResponseSchema.parse(answer.body).change).toBe("scheduled");
    const state = (await subscription()).subscriptionState;
    expect(state.pendingPlanChange).toBe(true);
    expect(state.newPlan?.value).toBe("EXPLORER");
    expect(state.nextPlanExecutionDate).toBe(answer.body.executionDate);
  });

  it("puts a dearer plan in force once paid (201, the order page to come back to)", async () => {
    resetFakeDb("pass-active");
    const answer = await changePlan({ plan: "CINEPASS_GOLD", addOns: [] });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      change: "upgrade",
      checkoutUrl: expect.stringMatching(/\/en\/orders\//),
    });
    expect((await subscription()).card.type).toBe("CINEPASS_GOLD");
  });

  it("replays a key's first answer, refuses it with another body and wants one", async () => {
    resetFakeDb("pass-active");
    const key = crypto.randomUUID();
    const first = await changePlan({ plan: "EXPLORER", addOns: [] }, key);
    expect(await changePlan({ plan: "EXPLORER", addOns: [] }, key)).toEqual(first);
    expect((await changePlan({ plan: "UNLIMITED", addOns: [] }, key)).body.code).toBe(
      "IDEMPOTENCY_KEY_REUSED",
    );
    expect((await changePlan({ plan: "EXPLORER", addOns: [] }, null)).body.code).toBe(
      "IDEMPOTENCY_KEY_REQUIRED",
    );
  });

  it.each([
    ["pass-active", { plan: "CINEPASS", addOns: [] }, 409, "SUBSCRIPTION_CHANGE_NOT_ALLOWED"],
    ["pass-cancel-pending", { plan: "EXPLORER", addOns: [] }, 409, "SUBSCRIPTION_CHANGE_NOT_ALLOWED"],
    ["pass-active", { plan: "CINEPASS_26", addOns: [] }, 400, "PASS_AGE_NOT_ALLOWED"],
    ["pass-active", { plan: "CINEPASS_DUO", addOns: [] }, 400, "PASS_PEOPLE_INVALID"],
    ["pass-active", { plan: "CINEPASS_GOLD", addOns: ["PREMIUM_FORMATS"] }, 400, "PASS_ADD_ON_NOT_ALLOWED"],
    ["no-pass", { plan: "EXPLORER", addOns: [] }, 404, "SUBSCRIPTION_NOT_FOUND"],
  ] as const)("refuses on %s %j: %i %s", async (scenario, body, status, code) => {
    resetFakeDb(scenario);
    const answer = await changePlan(body);
    expect(answer.status).toBe(status);
    expect(answer.body.code).toBe(code);
  });
});
