import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../../test/app.ts";
import { BUILTIN_MOLLIE_API_KEY } from "./test-mode.constants.ts";
import { onWebhookAttempt, type WebhookAttempt, webhooksDelivered } from "./test-mode.webhooks.ts";
import { postCheckout, useWebhookReceiver } from "./test-mode-test-kit.ts";

// Mollie's webhook as the built-in provider calls it: `id=tr_…` only, form-encoded, after the
// answer, retried when the receiver fails (docs/domain/payments-test-mode.md "Webhooks").

const t = useTestApp({ seed: false });
// The first call of all fails with a 500; every later one succeeds.
const receiver = useWebhookReceiver((call) => (call === 0 ? 500 : 200));

async function createPayment(webhookUrl: string): Promise<string> {
  const created = await t.app.inject({
    method: "POST",
    url: "/dev/mollie/v2/payments",
    remoteAddress: "127.0.0.1",
    headers: { authorization: `Bearer ${BUILTIN_MOLLIE_API_KEY}`, "content-type": "application/json" },
    payload: {
      amount: { currency: "EUR", value: "9.00" },
      description: "A gift card",
      redirectUrl: "http://localhost:3000/en/gift-cards/return",
      webhookUrl,
    },
  });
  expect(created.statusCode).toBe(201);
  return (created.json() as { id: string }).id;
}

describe("webhooks", () => {
  it("posts id= only to the webhook URL once the page settles the payment, and retries after a 500", async () => {
    const attempts: WebhookAttempt[] = [];
    const stop = onWebhookAttempt((attempt) => attempts.push(attempt));
    try {
      const id = await createPayment(receiver.url);
      expect(receiver.calls).toHaveLength(0);
      const posted = await postCheckout(t, id, { outcome: "paid", method: "applepay" });
      expect(posted.statusCode).toBe(303);
      await webhooksDelivered();
      expect(receiver.calls).toEqual([
        { contentType: "application/x-www-form-urlencoded", body: `id=${id}` },
        { contentType: "application/x-www-form-urlencoded", body: `id=${id}` },
      ]);
      expect(attempts.map(({ attempt, status }) => [attempt, status])).toEqual([
        [0, 500],
        [1, 200],
      ]);
    } finally {
      stop();
    }
  });

  it("calls the webhook when the payment is canceled, failed or expired on the page, not when left open", async () => {
    const before = receiver.calls.length;
    const ids: string[] = [];
    for (const outcome of ["canceled", "failed", "expired", "open"]) {
      const id = await createPayment(receiver.url);
      ids.push(id);
      expect((await postCheckout(t, id, { outcome })).statusCode).toBe(303);
    }
    await webhooksDelivered();
    expect(
      receiver.calls
        .slice(before)
        .map((call) => call.body)
        .sort(),
    ).toEqual(
      ids
        .slice(0, 3)
        .map((id) => `id=${id}`)
        .sort(),
    );
  });
});
