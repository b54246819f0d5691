import { type FormEvent, useEffect, useRef, useState } from "react";
import {
  CONSENT_PURPOSES,
  type ConsentChoices,
  currentConsent,
  saveConsent,
} from "../../lib/analytics/consent";
import { useTranslation } from "../../lib/i18n/use-translation";
import { Button, CheckboxField } from "../../ui";
import { Modal } from "../modals/modal";
import { closeModal } from "../modals/modal-store";
import { hasInserted } from "./insert-injections";
import { CONSENT_MODAL } from "./open-consent";

const everything = (accepted: boolean) =>
  Object.fromEntries(CONSENT_PURPOSES.map((purpose) => [purpose, accepted])) as ConsentChoices;

/**
 * The consent dialog (CNIL guidelines, Telecommunicatiewet art. 11.7a; docs/shell.md "Consent"):
 * refusing is as easy as accepting (two buttons of the same look and size, side by side), "Choose"
 * shows a switch per purpose, and what is strictly necessary is always on. A choice applies at
 * once; withdrawing a purpose whose items already ran reloads the page, as a script cannot be
 * taken out of a running document.
 */
export function ConsentDialog() {
  const { t } = useTranslation();
  const stored = currentConsent();
  const [choosing, setChoosing] = useState(false);
  const [choices, setChoices] = useState<ConsentChoices>(stored ?? everything(false));
  const firstSwitch = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (choosing) {
      firstSwitch.current?.focus();
    }
  }, [choosing]);

  function decide(next: ConsentChoices) {
    const withdrawn = CONSENT_PURPOSES.some((purpose) => !next[purpose] && hasInserted(purpose));
    saveConsent(next);
    closeModal(CONSENT_MODAL);
    if (withdrawn) {
      location.reload();
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    decide(choices);
  }

  return (
    <Modal id={CONSENT_MODAL} title={t("Consent.Title")}>
      <p className="consent__intro">{t("Consent.Intro")}</p>
      <div className="consent__answers">
        <Button variant="primary" onClick={() => decide(everything(true))}>
          {t("Consent.AcceptAll")}
        </Button>
        <Button variant="primary" onClick={() => decide(everything(false))}>
          {t("Consent.RefuseAll")}
        </Button>
      </div>
      {choosing ? (
        <form className="consent__choices" onSubmit={onSubmit}>
          <fieldset className="consent__purposes">
            <legend className="visually-hidden">{t("Consent.Purposes")}</legend>
            <CheckboxField
              switch
              label={t("Consent.Purpose.necessary")}
              hint={t("Consent.Purpose.necessary.Hint")}
              defaultChecked
              disabled
            />
            {CONSENT_PURPOSES.map((purpose, index) => (
              <CheckboxField
                key={purpose}
                ref={index === 0 ? firstSwitch : undefined}
                switch
                label={t(`Consent.Purpose.${purpose}`)}
                hint={t(`Consent.Purpose.${purpose}.Hint`)}
                checked={choices[purpose]}
                onChange={(event) => setChoices({ ...choices, [purpose]: event.currentTarget.checked })}
              />
            ))}
          </fieldset>
          <Button type="submit" variant="secondary">
            {t("Consent.Save")}
          </Button>
        </form>
      ) : (
        <Button variant="ghost" className="consent__choose" onClick={() => setChoosing(true)}>
          {t("Consent.Choose")}
        </Button>
      )}
    </Modal>
  );
}
