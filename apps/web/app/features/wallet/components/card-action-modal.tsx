import type { Language } from "@cinelux/contract/languages";
import type { WalletCard } from "@cinelux/contract/wallet";
import { formatWalletCardNumber } from "@cinelux/contract/wallet-rules";
import type { FormEvent } from "react";
import { useCaptchaSubmit } from "../../../lib/captcha/use-captcha-submit";
import type { TranslationKey } from "../../../lib/i18n/create-i18n";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { showToast } from "../../../lib/toasts/toast-store";
import { Modal } from "../../../shell/modals/modal";
import { closeModal } from "../../../shell/modals/modal-store";
import { useCancelOffer } from "../api/cancel-offer";
import { useDissociatePrepaid } from "../api/dissociate-prepaid";
import { useRemoveCard } from "../api/remove-card";
import { walletErrorKey } from "../wallet-errors";
import { CaptchaFormFoot } from "./captcha-form-foot";
import { CARD_ACTION_MODAL_ID } from "./wallet-modal-ids";

/** SPEC 4/7: take back an offer, dissociate a prepaid card, or remove an item from the wallet. */
export interface CardAction {
  kind: "cancelOffer" | "dissociate" | "remove";
  card: WalletCard;
}

const TEXTS = {
  cancelOffer: {
    title: "WalletPage.CancelOffer.Title",
    question: "WalletPage.CancelOffer.Question",
    confirm: "WalletPage.CancelOffer.Confirm",
    done: "WalletPage.CancelOffer.Done",
  },
  dissociate: {
    title: "WalletPage.Dissociate.Title",
    question: "WalletPage.Dissociate.Question",
    confirm: "WalletPage.Dissociate.Confirm",
    done: "WalletPage.Dissociate.Done",
  },
  remove: {
    title: "WalletPage.Remove.Title",
    question: "WalletPage.Remove.Question",
    confirm: "WalletPage.Remove.Confirm",
    done: "WalletPage.Remove.Done",
  },
} as const satisfies Record<CardAction["kind"], Record<string, TranslationKey>>;

/** A confirmation with the captcha each of these calls needs (SPEC 5). */
export function CardActionModal({ language, action }: { language: Language; action: CardAction | null }) {
  const { t } = useTranslation();
  return (
    <Modal id={CARD_ACTION_MODAL_ID} title={t(TEXTS[action?.kind ?? "remove"].title)}>
      {action ? (
        <CardActionForm key={`${action.kind}-${action.card.id}`} language={language} action={action} />
      ) : null}
    </Modal>
  );
}

function CardActionForm({ language, action }: { language: Language; action: CardAction }) {
  const { t } = useTranslation();
  const { captcha, errors, submit } = useCaptchaSubmit({ errorKey: walletErrorKey });
  const cancelOffer = useCancelOffer(language);
  const dissociate = useDissociatePrepaid(language);
  const remove = useRemoveCard(language);
  const { card, kind } = action;
  const texts = TEXTS[kind];
  const values = {
    name: card.name,
    number: formatWalletCardNumber(card.number),
    mail: card.given?.mail ?? "",
  };

  function call(answer: string): Promise<unknown> {
    if (kind === "cancelOffer") {
      return cancelOffer.mutateAsync({ input: { id: card.id }, captcha: answer });
    }
    if (kind === "dissociate") {
      return dissociate.mutateAsync({ input: { id: card.id }, captcha: answer });
    }
    return remove.mutateAsync({ input: { num: card.number }, captcha: answer });
  }

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (await submit(call)) {
      closeModal(CARD_ACTION_MODAL_ID);
      showToast({ type: "info", closable: true, i18n: { content: texts.done, values } });
    }
  }

  const busy = cancelOffer.isPending || dissociate.isPending || remove.isPending;
  return (
    <form className="wallet-modal__body" noValidate onSubmit={(event) => void confirm(event)}>
      <p>{t(texts.question, values)}</p>
      <CaptchaFormFoot
        language={language}
        captcha={captcha}
        errors={errors}
        submitLabel={t(texts.confirm)}
        submitVariant={kind === "cancelOffer" ? "primary" : "danger"}
        busy={busy}
        cancelLabel={t("WalletPage.Keep")}
        onCancel={() => closeModal(CARD_ACTION_MODAL_ID)}
      />
    </form>
  );
}
