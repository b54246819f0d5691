/**
 * Webhook calls of the built-in provider, as Mollie makes them: a POST of
 * `application/x-www-form-urlencoded` `id=tr_…` to the payment's webhookUrl after each status change,
 * sent after the answer that caused it, retried with a growing delay when the receiver fails (a
 * non-2xx answer or no answer). Nothing waits for it: a request that changes a payment only queues it.
 * The queue lives in the process (a restart forgets calls not made yet, as a developer expects).
 */

/** Delays before each retry: the first call, then four more over about half a minute. */
export const WEBHOOK_RETRY_DELAYS_MS = [250, 1_000, 5_000, 25_000] as const;
/** A receiver that does not answer within this long counts as failed. */
const WEBHOOK_TIMEOUT_MS = 10_000;

export interface WebhookAttempt {
  url: string;
  paymentId: string;
  attempt: number;
  status: number | null;
}

/**
 * The calls not made yet, each with the app (its database) that queued it: an app that closes drops
 * its own (an app built after it in the same process, as the test files are, never waits for them).
 */
const pending = new Map<Promise<void>, { owner: object; stop: AbortController }>();
const listeners = new Set<(attempt: WebhookAttempt) => void>();

async function post(url: string, paymentId: string, stop: AbortSignal): Promise<number | null> {
  try {
    const answer = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ id: paymentId }).toString(),
      signal: AbortSignal.any([AbortSignal.timeout(WEBHOOK_TIMEOUT_MS), stop]),
      redirect: "manual",
    });
    await answer.body?.cancel();
    return answer.status;
  } catch {
    return null;
  }
}

/** Waits `ms`, or less when `stop` is aborted. */
const sleep = (ms: number, stop: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    timer.unref();
    stop.addEventListener("abort", () => {
      clearTimeout(timer);
      resolve();
    });
  });

async function deliver(url: string, paymentId: string, stop: AbortSignal): Promise<void> {
  // Not in the turn of the request that queued it: its answer goes out first.
  await new Promise<void>((resolve) => setImmediate(resolve));
  for (let attempt = 0; !stop.aborted; attempt++) {
    const status = await post(url, paymentId, stop);
    if (stop.aborted) {
      return;
    }
    for (const listener of listeners) {
      listener({ url, paymentId, attempt, status });
    }
    if (status !== null && status >= 200 && status < 300) {
      return;
    }
    const delay = WEBHOOK_RETRY_DELAYS_MS[attempt];
    if (delay === undefined) {
      return;
    }
    await sleep(delay, stop);
  }
}

/**
 * Queues the webhook call of a payment whose status changed, for the app whose database is `owner`;
 * without a webhookUrl, nothing.
 */
export function queueWebhook(owner: object, url: string | null, paymentId: string): void {
  if (!url) {
    return;
  }
  const stop = new AbortController();
  const delivery = deliver(url, paymentId, stop.signal).finally(() => {
    pending.delete(delivery);
  });
  pending.set(delivery, { owner, stop });
}

/** The app closes: its calls not made yet are dropped (a restarted provider would not make them either). */
export function dropWebhooksOf(owner: object): void {
  for (const [, call] of pending) {
    if (call.owner === owner) {
      call.stop.abort();
    }
  }
}

/**
 * Resolves once every queued webhook call, retries included, has succeeded or given up: what a
 * test awaits before reading what its receiver got.
 */
export async function webhooksDelivered(): Promise<void> {
  while (pending.size > 0) {
    await Promise.all([...pending.keys()]);
  }
}

/** Calls `listener` after every attempt (tests and logs); returns the function that removes it. */
export function onWebhookAttempt(listener: (attempt: WebhookAttempt) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
