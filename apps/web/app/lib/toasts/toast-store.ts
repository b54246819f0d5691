import { isDismissalActive } from "@cinelux/contract/alert-rules";
import { TOAST_AUTO_HIDE_MS } from "@cinelux/contract/constants";
import {
  emptyToasts,
  getToasts,
  setToastsState,
  type Toast,
  type ToastInput,
  type ToastsState,
} from "./toast-state";

export { getToasts, type Toast, type ToastInput, type ToastsState, useToasts } from "./toast-state";

const DISMISSED_PREFIX = "cinelux.toast.dismissed.";

let nextId = 1;
let autoHide: ReturnType<typeof setTimeout> | undefined;

function storage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    // Storage can be disabled (privacy settings): the toast then simply shows again.
    return undefined;
  }
}

/** SPEC 4/9: the contract's dismissal memory rule (TOAST_DISMISS_DAYS), on what storage kept. */
function isRemembered(cacheId: string, now = Date.now()): boolean {
  return isDismissalActive(Number(storage()?.getItem(DISMISSED_PREFIX + cacheId)), now);
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
  setToastsState({ current, queue: rest });
  if (current && hidesItself(current)) {
    autoHide = setTimeout(() => {
      if (getToasts().current?.id === current.id) {
        promote(getToasts().queue);
      }
    }, TOAST_AUTO_HIDE_MS);
  }
}

/** The state without the toasts of a group: the one shown gives way to the next, the waiting ones leave. */
function withoutGroup(state: ToastsState, group: string): ToastsState {
  const queue = state.queue.filter((toast) => toast.group !== group);
  if (state.current?.group === group) {
    return { current: null, queue };
  }
  return queue.length === state.queue.length ? state : { current: state.current, queue };
}

/** Queues a toast; it shows once the ones before it have gone. Ignored on the server. */
export function showToast(input: ToastInput): void {
  if (typeof window === "undefined") {
    return;
  }
  let state = getToasts();
  if (input.group) {
    state = withoutGroup(state, input.group);
  }
  if (input.cacheId) {
    const { cacheId } = input;
    const pending = [state.current, ...state.queue].some((toast) => toast?.cacheId === cacheId);
    if (pending || isRemembered(cacheId)) {
      return;
    }
  }
  const toast: Toast = { ...input, id: `toast-${nextId++}` };
  if (!state.current) {
    // Nothing shown, or the group's toast was: the new one shows at once.
    promote([toast, ...state.queue]);
  } else if (!toast.fromAlert && state.current.fromAlert) {
    // The answer to what the visitor just did shows at once; the session's alert, which stays
    // until closed, comes back after it (still one toast at a time, SPEC 2.1).
    promote([toast, state.current, ...state.queue]);
  } else if (!toast.fromAlert) {
    // Before the session's alerts waiting, after the visitor's other toasts.
    const firstAlert = state.queue.findIndex((queued) => queued.fromAlert);
    const at = firstAlert === -1 ? state.queue.length : firstAlert;
    setToastsState({
      current: state.current,
      queue: [...state.queue.slice(0, at), toast, ...state.queue.slice(at)],
    });
  } else {
    setToastsState({ current: state.current, queue: [...state.queue, toast] });
  }
}

/** Closes a toast on the user's action (close button or call to action); its cacheId is remembered. */
export function dismissToast(id: string): void {
  const state = getToasts();
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
    setToastsState({ current: state.current, queue: state.queue.filter((toast) => toast.id !== id) });
  }
}

/**
 * Takes a toast away because what raised it is gone (not the user's close): its cacheId is not
 * remembered, so the toast comes back as soon as its reason does.
 */
export function withdrawToast(id: string): void {
  const state = getToasts();
  if (state.current?.id === id) {
    promote(state.queue);
    return;
  }
  setToastsState({ current: state.current, queue: state.queue.filter((toast) => toast.id !== id) });
}

/** SPEC 8 "Most failures": the default error toast. */
export function showDefaultErrorToast(): void {
  showToast({
    type: "error",
    i18n: { title: "Toast.DefaultError.Title", content: "Toast.DefaultError.Content" },
    closable: true,
  });
}

/** Tests only: forget every toast and timer (not the dismissal memory, which lives in storage). */
export function resetToasts(): void {
  clearTimeout(autoHide);
  autoHide = undefined;
  setToastsState(emptyToasts());
}
