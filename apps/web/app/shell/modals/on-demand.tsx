import { type ReactNode, Suspense, useState } from "react";
import { type ModalId, useModalOpen } from "./modal-store";

/**
 * A modal the page does not need until it is opened (the language choice, the mobile menu panel) is
 * neither in the first HTML nor in the first JavaScript. The first openModal(id) loads it; it then
 * opens as the modal system always does and stays mounted afterwards.
 */
export function OnDemandModal({ id, children }: { id: ModalId; children: ReactNode }) {
  const open = useModalOpen(id);
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) {
    setWanted(true);
  }
  return wanted || open ? <Suspense fallback={null}>{children}</Suspense> : null;
}
