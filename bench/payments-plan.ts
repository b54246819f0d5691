/**
 * The payments section's plan (bench/payments.ts): who its requests come from, the webhook storm's
 * deliveries and what it must find afterwards. Pure functions, tested in payments-plan.test.ts.
 *
 * The server counts purchases (30 an hour), webhooks (600 a minute) and the hosted page's posts
 * (120 writes a minute) per client address, and believes `X-Forwarded-For` only from the proxies
 * `TRUST_PROXY` names (docs/security.md). The bench's servers run with `TRUST_PROXY=loopback`, as
 * behind a reverse proxy on the same machine, and the bench stands in for that proxy: each request
 * names the client it comes from. The limits stay as they are; the load comes from many clients, as
 * a sale's traffic does.
 */

/** The server's setting for the bench: only a peer of this machine may name the client. */
export const BENCH_PROXY_ENV = { TRUST_PROXY: "loopback" } as const;

/** 198.18.0.0/15, the range set aside for benchmarks (RFC 2544): 131,072 addresses. */
const BENCHMARK_ADDRESSES = 2 ** 17;

/**
 * The `n`th buyer's address, in 198.18.0.0/15: a fresh client per purchase, so that no address
 * reaches the purchase limit before the range wraps (131,072 purchases).
 */
export function buyerAddress(n: number): string {
  const index = ((n % BENCHMARK_ADDRESSES) + BENCHMARK_ADDRESSES) % BENCHMARK_ADDRESSES;
  return `198.${18 + (index >> 16)}.${(index >> 8) & 255}.${index & 255}`;
}

/**
 * The `n`th payer's browser on the hosted page, a loopback address (127.0.0.0/8): the built-in
 * provider's pages answer only this machine (http/dev-loopback.ts), and one browser pays one order.
 * 127.0.0.1 itself is left to the server's own calls to its provider.
 */
export function payerAddress(n: number): string {
  const index = (n % 65_000) + 256;
  return `127.0.${index >> 8}.${index & 255}`;
}

/**
 * The addresses the provider's webhooks come from: a few, as Mollie delivers from a handful of
 * addresses; ten keep each under the webhook's 600 a minute through three storms of 1,000.
 */
export const WEBHOOK_SENDERS = Array.from({ length: 10 }, (_, i) => `203.0.113.${i + 1}`);

/** A copy of `items` in a random order (Fisher-Yates), drawing from `random` in [0, 1). */
export function shuffled<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/** Every id `copies` times, shuffled: the deliveries of a webhook storm. */
export function deliveryPlan(ids: readonly string[], copies: number, random?: () => number): string[] {
  return shuffled(
    ids.flatMap((id) => Array.from({ length: copies }, () => id)),
    random,
  );
}

/** The value under which `share` (0-1) of `values` lie, nearest rank (p99: share 0.99). */
export function percentile(values: readonly number[], share: number): number {
  if (values.length === 0) {
    return Number.NaN;
  }
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(share * sorted.length)));
  return sorted[rank - 1] as number;
}

/** Runs `work` on every item, at most `concurrency` at a time; the results in the items' order. */
export async function inPool<T, R>(
  items: readonly T[],
  concurrency: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}

/** The webhook storm: orders paid, deliveries of each payment's webhook, deliveries in flight. */
export const STORM = { orders: 100, copies: 10, concurrency: 50 } as const;

/** What the bench found after one storm. */
export interface StormOutcome {
  /** Orders whose GET /api/orders/{id} said `paid`. */
  paid: number;
  /** Webhook deliveries answered anything but 2xx, or not at all. */
  non2xx: number;
  /** Per order: its buyer's order receipts and card mails in the outbox. */
  mails: readonly { receipts: number; cards: number }[];
}

/**
 * What went wrong in a storm, in words; none when every order was paid, its receipt and its card
 * mailed exactly once, and every delivery answered 2xx (a webhook applied again changes nothing:
 * STYLE.md "Money, seats and jobs").
 */
export function stormProblems(outcome: StormOutcome, orders: number = STORM.orders): string[] {
  const problems: string[] = [];
  if (outcome.paid !== orders) {
    problems.push(`${outcome.paid} orders paid, not ${orders}`);
  }
  if (outcome.mails.length !== orders) {
    problems.push(`mails counted for ${outcome.mails.length} orders, not ${orders}`);
  }
  const off = (pick: (m: { receipts: number; cards: number }) => number, what: string) => {
    const doubled = outcome.mails.filter((m) => pick(m) > 1).length;
    const missing = outcome.mails.filter((m) => pick(m) === 0).length;
    if (doubled > 0) {
      problems.push(`${doubled} orders with their ${what} mailed more than once`);
    }
    if (missing > 0) {
      problems.push(`${missing} orders with no ${what} mail`);
    }
  };
  off((m) => m.receipts, "receipt");
  off((m) => m.cards, "card");
  if (outcome.non2xx > 0) {
    problems.push(`${outcome.non2xx} webhook deliveries answered non-2xx or not at all`);
  }
  return problems;
}

/** Orders whose receipt (or card) was not mailed exactly once. */
export function ordersNotMailedOnce(
  mails: StormOutcome["mails"],
  pick: (m: { receipts: number; cards: number }) => number,
): number {
  return mails.filter((m) => pick(m) !== 1).length;
}
