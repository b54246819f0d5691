import type { Eticket } from "@cinelux/contract/etickets";
import type { Language } from "@cinelux/contract/languages";
import { DonatePrepaidRequestSchema } from "@cinelux/contract/wallet";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { getAccountQueryOptions } from "../../../lib/account/get-account";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { showToast } from "../../../lib/toasts/toast-store";
import { Modal } from "../../../shell/modals/modal";
import { closeModal } from "../../../shell/modals/modal-store";
import { Button, TextField } from "../../../ui";
import { useResendTicket } from "../api/resend-ticket";
import { RESEND_MODAL_ID } from "./wallet-modal-ids";

/** An address as the contract checks one (trimmed, at most 254 characters, a mail address). */
const MailSchema = DonatePrepaidRequestSchema.shape.email;

/** Resend a ticket by mail (SPEC 7 sendmail): to the customer's own address unless they change it. */
export function ResendModal({ language, ticket }: { language: Language; ticket: Eticket | null }) {
  const { t } = useTranslation();
  return (
    <Modal id={RESEND_MODAL_ID} title={t("WalletPage.Resend.Title")}>
      {ticket ? <ResendForm key={ticket.id} language={language} ticket={ticket} /> : null}
    </Modal>
  );
}

function ResendForm({ language, ticket }: { language: Language; ticket: Eticket }) {
  const { t } = useTranslation();
  const account = useQuery(getAccountQueryOptions(language));
  const [typed, setTyped] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const resend = useResendTicket(language);
  const mail = typed ?? account.data?.mail ?? "";

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = MailSchema.safeParse(mail);
    if (!parsed.success) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    try {
      await resend.mutateAsync({ ticket, mail: parsed.data });
      showToast({ type: "info", i18n: { content: "WalletPage.Resend.Done", values: { mail: parsed.data } } });
    } catch {
      // SPEC 8: the 'Code {code}' toast is shown (api/ticket-action.ts); closing lets it be seen.
    }
    closeModal(RESEND_MODAL_ID);
  }

  return (
    <form className="wallet-modal__body" noValidate onSubmit={(event) => void submit(event)}>
      <p>{t("WalletPage.Resend.Intro", { title: ticket.show.title })}</p>
      <TextField
        label={t("WalletPage.Resend.Mail")}
        type="email"
        autoComplete="email"
        value={mail}
        error={invalid ? t("WalletPage.Resend.MailInvalid") : undefined}
        onChange={(event) => setTyped(event.target.value)}
      />
      <div className="wallet-modal__actions">
        <Button type="submit" busy={resend.isPending}>
          {t("WalletPage.Resend.Submit")}
        </Button>
        <Button variant="secondary" onClick={() => closeModal(RESEND_MODAL_ID)}>
          {t("WalletPage.Cancel")}
        </Button>
      </div>
    </form>
  );
}
