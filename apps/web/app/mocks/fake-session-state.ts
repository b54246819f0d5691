import { type FakeState, fakeDb } from "./fake-db";

/**
 * A fake's own state beside the fake database: one per fake database (a reset starts it afresh).
 * In the browser a reload keeps it in sessionStorage under `key` (like fake-db.ts), unless the page
 * was opened with `?fake-customer=`, which starts every fake afresh; fields added since it was saved
 * come from `initial`.
 */
export function fakeSessionState<T extends object>(key: string, initial: () => T) {
  const states = new WeakMap<FakeState, T>();
  const storage = (): Storage | undefined =>
    typeof window === "undefined" ? undefined : window.sessionStorage;

  function saved(): T | undefined {
    const browser = storage();
    if (!browser || new URL(window.location.href).searchParams.has("fake-customer")) {
      return undefined;
    }
    try {
      const text = browser.getItem(key);
      return text ? { ...initial(), ...(JSON.parse(text) as Partial<T>) } : undefined;
    } catch {
      return undefined;
    }
  }

  function current(): T {
    const db = fakeDb();
    let state = states.get(db);
    if (!state) {
      state = saved() ?? initial();
      states.set(db, state);
    }
    return state;
  }

  function save(): void {
    try {
      storage()?.setItem(key, JSON.stringify(current()));
    } catch {
      // Quota or privacy mode: the state starts over on the next reload.
    }
  }

  return { current, save };
}
