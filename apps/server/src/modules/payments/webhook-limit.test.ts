import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.ts";
import { memoryProvider } from "../../../test/memory-provider.ts";

const t = useTestApp({ seed: false, paymentProvider: memoryProvider() });

describe("POST /api/payments/webhook under a rush", () => {
  it("takes far more than the ordinary write allowance from one address: the provider's few addresses carry every status change", async () => {
    // 700 in a minute from one address, above the 120 writes of any other route: the provider's
    // few addresses carry the whole site's status changes (the counter is shared by every process).
    const statuses = new Map<number, number>();
    for (let call = 0; call < 700; call++) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/payments/webhook",
        payload: `id=tr_rush${call}`,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        remoteAddress: "203.0.113.7",
      });
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
    }
    // Unknown ids: nothing to do, 200 (docs/domain/payments.md "What is trusted").
    expect(Object.fromEntries(statuses)).toEqual({ 200: 700 });
  });
});
