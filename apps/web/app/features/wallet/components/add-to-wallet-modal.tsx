import type { Language } from "@cinelux/contract/languages";
import {
  AddGiftCardRequestSchema,
  AddPrepaidRequestSchema,
  AddVoucherRequestSchema,
} from "@cinelux/contract/wallet";
import type { WalletKind } from "@cinelux/contract/wallet-rules";
import { type FormEvent, useState } from "react";
import { useCaptchaSubmit } from "../../../lib/captcha/use-captcha-submit";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { showToast } from "../../../lib/toasts/toast-store";
import { Modal } from "../../../shell/modals/modal";
import { closeModal } from "../../../shell/modals/modal-store";
import { TextField } from "../../../ui";
import { useAddGiftCard } from "../api/add-gift-card";
import { useAddPrepaid } from "../api/add-prepaid";
import { useAddVoucher } from "../api/add-voucher";
import { walletErrorKey } from "../wallet-errors";
import { CaptchaFormFoot } from "./captcha-form-foot";
import { ADD_MODAL_ID } from "./wallet-modal-ids";

const KINDS: readonly WalletKind[] = ["prepaid", "giftCard", "voucher"];
const KIND_LABELS = {
  prepaid: "WalletPage.Add.Kind.prepaid",
  giftCard: "WalletPage.Add.Kind.giftCard",
  voucher: "WalletPage.Add.Kind.voucher",
} as const;

/** SPEC 3/5: a prepaid card or a voucher by number, a gift card by number and pin; each with the captcha. */
export function AddToWalletModal({ language }: { language: Language }) {
  const { t } = useTranslation();
  return (
    <Modal id={ADD_MODAL_ID} title={t("WalletPage.Add.Title")}>
      <AddForm language={language} />
    </Modal>
  );
}

function AddForm({ language }: { language: Language }) {
  const { t } = useTranslation();
  const addPrepaid = useAddPrepaid(language);
  const addGiftCard = useAddGiftCard(language);
  const addVoucher = useAddVoucher(language);
  // SPEC 8 "Add-to-wallet failure: a specific toast", beside the sentence shown in the form.
  const { captcha, errors, submit } = useCaptchaSubmit({
    errorKey: walletErrorKey,
    onRefused: (key) =>
      showToast({
        type: "error",
        closable: true,
        i18n: { title: "WalletPage.Add.Fail.Title", content: key },
      }),
  });
  const [kind, setKind] = useState<WalletKind>("prepaid");
  const [number, setNumber] = useState("");
  const [pin, setPin] = useState("");
  const [invalid, setInvalid] = useState<{ number?: boolean; pin?: boolean }>({});

  function parse() {
    if (kind === "giftCard") {
      return AddGiftCardRequestSchema.safeParse({ cardNumber: number, pinCode: pin });
    }
    return kind === "voucher"
      ? AddVoucherRequestSchema.safeParse({ cardNumber: number })
      : AddPrepaidRequestSchema.safeParse({ num: number });
  }

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The contract's schemas, as the server's: 16 digits (spaces and dashes allowed), a 6-digit pin.
    const parsed = parse();
    if (!parsed.success) {
      const paths = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
      setInvalid({ number: paths.has("num") || paths.has("cardNumber"), pin: paths.has("pinCode") });
      return;
    }
    setInvalid({});
    const added = await submit((answer) => {
      if (kind === "giftCard") {
        return addGiftCard.mutateAsync({ input: { cardNumber: number, pinCode: pin }, captcha: answer });
      }
      if (kind === "voucher") {
        return addVoucher.mutateAsync({ input: { cardNumber: number }, captcha: answer });
      }
      return addPrepaid.mutateAsync({ input: { num: number }, captcha: answer });
    });
    if (added) {
      setNumber("");
      setPin("");
      closeModal(ADD_MODAL_ID);
      showToast({ type: "info", i18n: { content: "WalletPage.Add.Done" } });
    }
  }

  return (
    <form className="wallet-modal__body" noValidate onSubmit={(event) => void send(event)}>
      <fieldset className="wallet-add__kinds">
        <legend>{t("WalletPage.Add.Kind")}</legend>
        {KINDS.map((option) => (
          <label key={option} className="wallet-add__kind">
            <input
              type="radio"
              name="wallet-add-kind"
              value={option}
              checked={kind === option}
              onChange={() => setKind(option)}
            />
            <span>{t(KIND_LABELS[option])}</span>
          </label>
        ))}
      </fieldset>
      <TextField
        label={t("WalletPage.Add.Number")}
        hint={t("WalletPage.Add.NumberHint")}
        inputMode="numeric"
        autoComplete="off"
        value={number}
        error={invalid.number ? t("WalletPage.Add.NumberInvalid") : undefined}
        onChange={(event) => setNumber(event.target.value)}
      />
      {kind === "giftCard" ? (
        <TextField
          label={t("WalletPage.Add.Pin")}
          hint={t("WalletPage.Add.PinHint")}
          inputMode="numeric"
          autoComplete="off"
          value={pin}
          error={invalid.pin ? t("WalletPage.Add.PinInvalid") : undefined}
          onChange={(event) => setPin(event.target.value)}
        />
      ) : null}
      <CaptchaFormFoot
        language={language}
        captcha={captcha}
        errors={errors}
        submitLabel={t("WalletPage.Add.Submit")}
        busy={addPrepaid.isPending || addGiftCard.isPending || addVoucher.isPending}
        cancelLabel={t("WalletPage.Cancel")}
        onCancel={() => closeModal(ADD_MODAL_ID)}
      />
    </form>
  );
}
