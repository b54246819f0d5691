import type { Language } from "@cinelux/contract/languages";
import { DonatePrepaidRequestSchema, type WalletCard } from "@cinelux/contract/wallet";
import { formatWalletCardNumber } from "@cinelux/contract/wallet-rules";
import { type FormEvent, useState } from "react";
import { useCaptchaSubmit } from "../../../lib/captcha/use-captcha-submit";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { showToast } from "../../../lib/toasts/toast-store";
import { Modal } from "../../../shell/modals/modal";
import { closeModal } from "../../../shell/modals/modal-store";
import { TextField } from "../../../ui";
import { useOfferPrepaid } from "../api/offer-prepaid";
import { walletErrorKey } from "../wallet-errors";
import { CaptchaFormFoot } from "./captcha-form-foot";
import { OFFER_MODAL_ID } from "./wallet-modal-ids";

/**
 * Offer a shareable prepaid card to a friend by mail (SPEC 4, 7 donate): the friend gets a claim
 * link; until they use it the card stays here, marked offered, and the offer can be cancelled.
 */
export function OfferModal({ language, card }: { language: Language; card: WalletCard | null }) {
  const { t } = useTranslation();
  return (
    <Modal id={OFFER_MODAL_ID} title={t("WalletPage.Offer.Title")}>
      {card ? <OfferForm key={card.id} language={language} card={card} /> : null}
    </Modal>
  );
}

function OfferForm({ language, card }: { language: Language; card: WalletCard }) {
  const { t } = useTranslation();
  const offer = useOfferPrepaid(language);
  const { captcha, errors, submit } = useCaptchaSubmit({ errorKey: walletErrorKey });
  const [email, setEmail] = useState("");
  const [invalid, setInvalid] = useState(false);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = DonatePrepaidRequestSchema.safeParse({ id: card.id, email });
    if (!parsed.success) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    const done = await submit((answer) => offer.mutateAsync({ input: parsed.data, captcha: answer }));
    if (done) {
      closeModal(OFFER_MODAL_ID);
      showToast({
        type: "info",
        closable: true,
        i18n: { content: "WalletPage.Offer.Done", values: { mail: parsed.data.email } },
      });
    }
  }

  return (
    <form className="wallet-modal__body" noValidate onSubmit={(event) => void send(event)}>
      <p>{t("WalletPage.Offer.Intro", { name: card.name, number: formatWalletCardNumber(card.number) })}</p>
      <TextField
        label={t("WalletPage.Offer.Mail")}
        type="email"
        autoComplete="off"
        value={email}
        error={invalid ? t("WalletPage.Resend.MailInvalid") : undefined}
        onChange={(event) => setEmail(event.target.value)}
      />
      <CaptchaFormFoot
        language={language}
        captcha={captcha}
        errors={errors}
        submitLabel={t("WalletPage.Offer.Submit")}
        busy={offer.isPending}
        cancelLabel={t("WalletPage.Cancel")}
        onCancel={() => closeModal(OFFER_MODAL_ID)}
      />
    </form>
  );
}
