import { type ReactNode, useState } from "react";
import { openModal } from "../../../shell/modals/modal-store";
import { CodeModal, type CodeTarget } from "./code-modal";
import { CODE_MODAL_ID } from "./wallet-modal-ids";

/**
 * The full-screen code for another screen's items (the goodies): `show(target)` opens it, `modal` is
 * rendered once by the route that composes both features (features do not import each other).
 */
export function useFullScreenCode(): { show: (target: CodeTarget) => void; modal: ReactNode } {
  const [target, setTarget] = useState<CodeTarget | null>(null);
  return {
    show(next) {
      setTarget(next);
      openModal(CODE_MODAL_ID);
    },
    modal: <CodeModal target={target} />,
  };
}
