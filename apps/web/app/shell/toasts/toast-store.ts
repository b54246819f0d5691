import { DAY_MS, TOAST_AUTO_HIDE_MS, TOAST_DISMISS_DAYS } from "@cinelux/contract/constants";
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
  /** Raised by an alert (SPEC 4 "Alerts"), not by a handler. */
  fromAlert?: boolean;
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
const DISMISSED_PREFIX = "cinelux.toast.dismissed.";

let state: ToastsState = EMPTY;
let nextId = 1;
let autoHide: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function setState(next: ToastsState): void {
  state = next;
  for (const listener of listeners) {
    listener();
  }
}

function storage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    // Storage can be disabled (privacy settings): the toast then simply shows again.
    return undefined;
  }
}

function isRemembered(cacheId: string, now = Date.now()): boolean {
  const dismissedAt = Number(storage()?.getItem(DISMISSED_PREFIX + cacheId));
  return Number.isFinite(dismissedAt) && dismissedAt > 0 && now - dismissedAt < TOAST_DISMISS_DAYS * DAY_MS;
}

function remember(cacheId: string): void {
  try {
    storage()?.setItem(DISMISSED_PREFIX + cacheId, String(Date.now()));
  } catch {
    // Quota or privacy mode: not remembering is harmless.
  }
}

/** SPEC 4: a toast that is neither closable nor has a call to action hides itself. */
export function hidesItself(toast: ToastInput): boolean {
  return !toast.closable && !toast.cta;
}

function promote(queue: readonly Toast[]): void {
  clearTimeout(autoHide);
  autoHide = undefined;
  const [current = null, ...rest] = queue;
  setState({ current, queue: rest });
  if (current && hidesItself(current)) {
    autoHide = setTimeout(() => {
      if (state.current?.id === current.id) {
        promote(state.queue);
      }
    }, TOAST_AUTO_HIDE_MS);
  }
}

/** Queues a toast; it shows once the ones before it have gone. Ignored on the server. */
export function showToast(input: ToastInput): void {
  if (typeof window === "undefined") {
    return;
  }
  if (input.cacheId) {
    const { cacheId } = input;
    const pending = [state.current, ...state.queue].some((toast) => toast?.cacheId === cacheId);
    if (pending || isRemembered(cacheId)) {
      return;
    }
  }
  const toast: Toast = { ...input, id: `toast-${nextId++}` };
  if (state.current) {
    setState({ current: state.current, queue: [...state.queue, toast] });
  } else {
    promote([toast]);
  }
}

/** Closes a toast on the user's action (close button or call to action); its cacheId is remembered. */
export function dismissToast(id: string): void {
  if (state.current?.id === id) {
    if (state.current.cacheId) {
      remember(state.current.cacheId);
    }
    promote(state.queue);
    return;
  }
  const dismissed = state.queue.find((toast) => toast.id === id);
  if (dismissed) {
    if (dismissed.cacheId) {
      remember(dismissed.cacheId);
    }
    setState({ current: state.current, queue: state.queue.filter((toast) => toast.id !== id) });
  }
}

/** SPEC 8 "Most failures": the default error toast. */
export function showDefaultErrorToast(): void {
  showToast({
    type: "error",
    i18n: { title: "Toast.DefaultError.Title", content: "Toast.DefaultError.Content" },
    closable: true,
  });
}

export function getToasts(): ToastsState {
  return state;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const serverSnapshot = (): ToastsState => EMPTY;

/** The toast on screen and the ones waiting, for the container. */
export function useToasts(): ToastsState {
  return useSyncExternalStore(subscribe, getToasts, serverSnapshot);
}

/** Tests only: forget every toast and timer (not the dismissal memory, which lives in storage). */
export function resetToasts(): void {
  clearTimeout(autoHide);
  autoHide = undefined;
  setState(EMPTY);
}
