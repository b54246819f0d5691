import { useSyncExternalStore } from "react";

/** SPEC 3 "Toast": literal texts, or i18n keys translated by the container. */
export interface ToastInput {
  type: "info" | "error";
  title?: string;
  /** The title shows on desktop widths only. */
  titleDesktopOnly?: boolean;
  content?: string;
  i18n?: { title?: string; content?: string; values?: Record<string, string | number> };
  closable?: boolean;
  /** `label` is an i18n key; `href` navigates, `onClick` runs; either way the toast closes. */
  cta?: { label: string; href?: string; onClick?: () => void };
  /** SPEC 4: once dismissed, a toast with a cacheId stays hidden for TOAST_DISMISS_DAYS. */
  cacheId?: string;
  /**
   * Raised by the session's alerts (SPEC 4 "Alerts and blocked accounts": the chain's alerts, the
   * unpaid and blocked toasts), not by what the visitor just did: it gives way to such a toast.
   */
  fromAlert?: boolean;
  /**
   * The answers to one action share a group: a newer one replaces an older one still shown or
   * waiting (a refused photo's toast gives way to the next attempt's answer instead of holding it
   * in the queue until closed).
   */
  group?: string;
}

export interface Toast extends ToastInput {
  id: string;
}

/** SPEC 2.1 "Toast container: shows one toast at a time"; the others wait their turn (FIFO). */
export interface ToastsState {
  current: Toast | null;
  queue: readonly Toast[];
}

const EMPTY: ToastsState = { current: null, queue: [] };

// Decision 004 (initial JavaScript): the state and its subscription alone, for the container every page renders; the queue
// rules (toast-store.ts) load with the code that shows or closes a toast.
let state: ToastsState = EMPTY;
const listeners = new Set<() => void>();

export function setToastsState(next: ToastsState): void {
  state = next;
  for (const listener of listeners) {
    listener();
  }
}

export function getToasts(): ToastsState {
  return state;
}

/** No toast at all (the server's snapshot, and what resetToasts goes back to). */
export function emptyToasts(): ToastsState {
  return EMPTY;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The toast on screen and the ones waiting, for the container. */
export function useToasts(): ToastsState {
  return useSyncExternalStore(subscribe, getToasts, emptyToasts);
}
