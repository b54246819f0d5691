import { describe, expect, it } from "vitest";
import {
  buyerAddress,
  deliveryPlan,
  inPool,
  ordersNotMailedOnce,
  payerAddress,
  percentile,
  STORM,
  shuffled,
  stormProblems,
  WEBHOOK_SENDERS,
} from "./payments-plan.ts";

/** A repeatable stand-in for Math.random. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe("the clients the bench names", () => {
  it("gives every purchase its own address in the benchmarking range until the range wraps", () => {
    expect(buyerAddress(0)).toBe("198.18.0.0");
    expect(buyerAddress(257)).toBe("198.18.1.1");
    expect(buyerAddress(2 ** 16)).toBe("198.19.0.0");
    expect(buyerAddress(2 ** 17 - 1)).toBe("198.19.255.255");
    expect(buyerAddress(2 ** 17)).toBe("198.18.0.0");
    const addresses = new Set(Array.from({ length: 50_000 }, (_, n) => buyerAddress(n)));
    expect(addresses.size).toBe(50_000);
  });

  it("puts each payer on a loopback address other than the server's own 127.0.0.1", () => {
    const payers = Array.from({ length: STORM.orders * 3 }, (_, n) => payerAddress(n));
    expect(new Set(payers).size).toBe(payers.length);
    for (const address of payers) {
      expect(address).toMatch(/^127\.0\.\d{1,3}\.\d{1,3}$/);
      expect(address).not.toBe("127.0.0.1");
    }
  });

  it("spreads three storms over enough webhook senders to stay under 600 a minute each", () => {
    expect((3 * STORM.orders * STORM.copies) / WEBHOOK_SENDERS.length).toBeLessThan(600);
    expect(new Set(WEBHOOK_SENDERS).size).toBe(WEBHOOK_SENDERS.length);
  });
});

describe("the storm's deliveries", () => {
  it("delivers every payment's webhook exactly the asked number of times, in a shuffled order", () => {
    const ids = ["tr_a", "tr_b", "tr_c", "tr_d"];
    const plan = deliveryPlan(ids, 10, seeded(7));
    expect(plan).toHaveLength(40);
    for (const id of ids) {
      expect(plan.filter((delivered) => delivered === id)).toHaveLength(10);
    }
    expect(plan.slice(0, 10).every((id) => id === "tr_a")).toBe(false);
  });

  it("shuffles a copy and leaves the items as they were", () => {
    const items = [1, 2, 3, 4, 5, 6];
    const copy = shuffled(items, seeded(1));
    expect([...copy].sort()).toEqual(items);
    expect(items).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("runs at most the given number of calls at a time and keeps the results in order", async () => {
    let running = 0;
    let most = 0;
    const results = await inPool([5, 1, 4, 2, 3, 0, 6], 3, async (ms, index) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, ms));
      running -= 1;
      return index * 10;
    });
    expect(results).toEqual([0, 10, 20, 30, 40, 50, 60]);
    expect(most).toBe(3);
  });

  it("takes the p99 by nearest rank", () => {
    const values = Array.from({ length: 1000 }, (_, i) => 1000 - i);
    expect(percentile(values, 0.99)).toBe(990);
    expect(percentile([4], 0.99)).toBe(4);
    expect(percentile([], 0.99)).toBeNaN();
  });
});

describe("what a storm must leave", () => {
  const once = Array.from({ length: 100 }, () => ({ receipts: 1, cards: 1 }));

  it("finds nothing wrong when every order is paid and mailed once, every delivery answered", () => {
    expect(stormProblems({ paid: 100, non2xx: 0, mails: once })).toEqual([]);
  });

  it("names an order not paid, a doubled or missing mail and a refused delivery", () => {
    const mails = once.map((m, i) =>
      i === 3 ? { receipts: 2, cards: 1 } : i === 5 ? { receipts: 1, cards: 0 } : m,
    );
    expect(stormProblems({ paid: 99, non2xx: 4, mails })).toEqual([
      "99 orders paid, not 100",
      "1 orders with their receipt mailed more than once",
      "1 orders with no card mail",
      "4 webhook deliveries answered non-2xx or not at all",
    ]);
    expect(stormProblems({ paid: 101, non2xx: 0, mails: once })).toEqual(["101 orders paid, not 100"]);
    expect(ordersNotMailedOnce(mails, (m) => m.receipts)).toBe(1);
    expect(ordersNotMailedOnce(mails, (m) => m.cards)).toBe(1);
  });

  it("refuses a count of mails for another number of orders", () => {
    expect(stormProblems({ paid: 100, non2xx: 0, mails: once.slice(1) })).toEqual([
      "mails counted for 99 orders, not 100",
    ]);
  });
});
