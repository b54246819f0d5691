import { useSyncExternalStore } from "react";

/** SPEC 4 "Shell": the shell's modals, opened and closed by id. */
export type ModalId = "account" | "language" | "menu" | (string & {});

/** SPEC 4: body scroll is locked while these are open (and while the mobile menu panel is). */
export const SCROLL_LOCKING_MODALS: readonly ModalId[] = ["account", "language", "menu", "consent"];

let open: readonly ModalId[] = [];
const openers = new Map<ModalId, HTMLElement>();
const listeners = new Set<() => void>();

function emit(next: readonly ModalId[]): void {
  open = next;
  document.documentElement.classList.toggle(
    "scroll-locked",
    open.some((id) => SCROLL_LOCKING_MODALS.includes(id)),
  );
  for (const listener of listeners) {
    listener();
  }
}

/** Opens a modal; the element that had focus gets it back on close. */
export function openModal(id: ModalId): void {
  if (open.includes(id)) {
    return;
  }
  if (document.activeElement instanceof HTMLElement && document.activeElement !== document.body) {
    openers.set(id, document.activeElement);
  }
  emit([...open, id]);
}

export function closeModal(id: ModalId): void {
  if (!open.includes(id)) {
    return;
  }
  emit(open.filter((other) => other !== id));
}

/**
 * The element that had focus when the modal opened, handed back once: the modal focuses it after
 * closing (while a modal dialog is open the page behind it is inert and cannot take focus).
 */
export function takeOpener(id: ModalId): HTMLElement | undefined {
  const opener = openers.get(id);
  openers.delete(id);
  return opener;
}

export function isModalOpen(id: ModalId): boolean {
  return open.includes(id);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useModalOpen(id: ModalId): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open.includes(id),
    () => false,
  );
}

/** Tests only. */
export function resetModals(): void {
  openers.clear();
  if (typeof document !== "undefined") {
    emit([]);
  }
}
