import { openModal } from "../modals/modal-store";

/** The consent dialog's modal id (shell/modals). */
export const CONSENT_MODAL = "consent";

/**
 * SPEC 2.1: the footer's consent buttons ("Gestion des cookies", "Préférences de confidentialité")
 * open the consent dialog, where a choice can be changed or withdrawn at any time.
 */
export function openConsentPreferences(): void {
  openModal(CONSENT_MODAL);
}
