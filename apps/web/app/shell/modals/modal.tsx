import { type KeyboardEvent, type MouseEvent, type ReactNode, useEffect, useId, useRef } from "react";
import { useTranslation } from "../../lib/i18n/use-translation";
import { CloseIcon } from "../icons";
import { closeModal, type ModalId, takeOpener, useModalOpen } from "./modal-store";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];
}

interface ModalProps {
  id: ModalId;
  title: string;
  children: ReactNode;
  /** The dialog's id, for a control that names it (`aria-controls`). */
  panelId?: string;
}

/**
 * SPEC 4 "Shell": one modal system. A native <dialog> opened with showModal() makes the page
 * behind inert; on top of it focus moves in, Tab cycles inside, Escape closes and focus returns to
 * the opener (also where showModal is missing, as in jsdom).
 */
export function Modal({ id, title, children, panelId }: ModalProps) {
  const { t } = useTranslation();
  const open = useModalOpen(id);
  const ref = useRef<HTMLDialogElement>(null);
  const headingId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) {
      return;
    }
    if (open) {
      if (!dialog.hasAttribute("open")) {
        if (typeof dialog.showModal === "function") {
          dialog.showModal();
        } else {
          dialog.setAttribute("open", "");
        }
      }
      focusables(dialog)[0]?.focus();
    } else if (dialog.hasAttribute("open")) {
      if (typeof dialog.close === "function") {
        dialog.close();
      } else {
        dialog.removeAttribute("open");
      }
      const opener = takeOpener(id);
      if (opener?.isConnected) {
        opener.focus();
      }
    }
  }, [open, id]);

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === "Escape") {
      event.preventDefault();
      closeModal(id);
      return;
    }
    if (event.key !== "Tab") {
      return;
    }
    const items = focusables(event.currentTarget);
    const first = items[0];
    const last = items.at(-1);
    const active = document.activeElement;
    if (!first || !last) {
      event.preventDefault();
    } else if (event.shiftKey && (active === first || !event.currentTarget.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  // A click on the backdrop lands on the <dialog> itself, outside its panel.
  function onClick(event: MouseEvent<HTMLDialogElement>) {
    if (event.target === event.currentTarget) {
      closeModal(id);
    }
  }

  return (
    <dialog
      ref={ref}
      id={panelId}
      className={`modal modal--${id}`}
      aria-labelledby={headingId}
      aria-modal="true"
      onKeyDown={onKeyDown}
      onClick={onClick}
      onCancel={(event) => {
        event.preventDefault();
        closeModal(id);
      }}
    >
      <div className="modal__panel">
        <h2 className="modal__title" id={headingId}>
          {title}
        </h2>
        {open ? children : null}
        <button
          type="button"
          className="modal__close"
          aria-label={t("Modal.Close")}
          onClick={() => closeModal(id)}
        >
          <CloseIcon />
        </button>
      </div>
    </dialog>
  );
}
