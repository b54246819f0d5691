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

const pending = new Set<Promise<void>>();
const listeners = new Set<(attempt: WebhookAttempt) => void>();

async function post(url: string, paymentId: string): Promise<number | null> {
  try {
    const answer = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ id: paymentId }).toString(),
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      redirect: "manual",
    });
    await answer.body?.cancel();
    return answer.status;
  } catch {
    return null;
  }
}

const sleep = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms).unref();
  });

async function deliver(url: string, paymentId: string): Promise<void> {
  // Not in the turn of the request that queued it: its answer goes out first.
  await new Promise<void>((resolve) => setImmediate(resolve));
  for (let attempt = 0; ; attempt++) {
    const status = await post(url, paymentId);
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
    await sleep(delay);
  }
}

/** Queues the webhook call of a payment whose status changed; without a webhookUrl, nothing. */
export function queueWebhook(url: string | null, paymentId: string): void {
  if (!url) {
    return;
  }
  const delivery = deliver(url, paymentId).finally(() => {
    pending.delete(delivery);
  });
  pending.add(delivery);
}

/**
 * Resolves once every queued webhook call, retries included, has succeeded or given up: what a
 * test awaits before reading what its receiver got.
 */
export async function webhooksDelivered(): Promise<void> {
  while (pending.size > 0) {
    await Promise.all([...pending]);
  }
}

/** Calls `listener` after every attempt (tests and logs); returns the function that removes it. */
export function onWebhookAttempt(listener: (attempt: WebhookAttempt) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
