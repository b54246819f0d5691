// Waiting for what arrives by a NOTIFY: a change reaches every process's cache a moment after commit.
import { setTimeout as sleep } from "node:timers/promises";

/** Resolves once `check` answers true, polling every 20 ms; throws after 2 s. */
export async function eventually(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    if (await check()) {
      return;
    }
    await sleep(20);
  }
  throw new Error("condition not met within 2 s");
}
