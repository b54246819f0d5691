import type { Injection } from "@cinelux/contract/settings";
import { lazy, useEffect } from "react";
import { currentConsent, useConsent } from "../../lib/analytics/consent";
import { openModal } from "../modals/modal-store";
import { OnDemandModal } from "../modals/on-demand";
import { CONSENT_MODAL } from "./open-consent";

const ConsentDialog = lazy(() =>
  import("./consent-dialog").then((module) => ({ default: module.ConsentDialog })),
);

/**
 * The consent of an ordinary page (docs/shell.md "Consent"): the dialog opens by itself while no
 * valid choice is stored, and the injected items of the accepted purposes go in once the choice
 * allows them. The server renders neither (the page's HTML is the same for everybody), and the code
 * that inserts items or draws the dialog loads only when needed. An app's webview page (`embedded`,
 * SPEC 2.2) has neither: the app asks for consent and loads what its own choice allows.
 */
export function ConsentManager({ injections, embedded }: { injections: Injection[]; embedded: boolean }) {
  const consent = useConsent();

  useEffect(() => {
    if (!embedded && currentConsent() === null) {
      openModal(CONSENT_MODAL);
    }
  }, [embedded]);

  useEffect(() => {
    if (embedded || !consent) {
      return;
    }
    const allowed = injections.filter((item) => item.position === "head" && consent[item.purpose]);
    if (allowed.length > 0) {
      void import("./insert-injections").then(({ insertInjections }) => insertInjections(allowed));
    }
  }, [embedded, consent, injections]);

  return embedded ? null : (
    <OnDemandModal id={CONSENT_MODAL}>
      <ConsentDialog />
    </OnDemandModal>
  );
}
