import type { AccountResponse } from "@cinelux/contract/account";
import type { Language } from "@cinelux/contract/languages";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { getAdvantagesQueryOptions } from "../../../lib/account/advantages";
import { ApiError } from "../../../lib/api/api-error";
import { reportApiError } from "../../../lib/api/error-toast";
import { forgetEndedSignIn, isSignInTooOld, signInAgainNow } from "../../../lib/auth/recent-sign-in";
import { getAccessToken } from "../../../lib/auth/user-manager";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { getTicketCountQueryOptions } from "../../../lib/tickets/get-ticket-count";
import { Modal } from "../../../shell/modals/modal";
import { closeModal, openModal, useModalOpen } from "../../../shell/modals/modal-store";
import { Button, buttonClass, Card, CheckboxField } from "../../../ui";
import { useDeleteAccount } from "../api/delete-account";
import {
  RESUME_PARAM,
  RESUME_VALUE,
  rememberConfirmedDeletion,
  takeConfirmedDeletion,
} from "../deletion-resume";

export const DELETE_MODAL = "account-security-delete";

/** What goes with the account, from what the customer really holds (docs/account-security.md). */
function LostList({ language, account }: { language: Language; account: AccountResponse }) {
  const { t } = useTranslation();
  const advantages = useQuery(getAdvantagesQueryOptions(language)).data?.length ?? 0;
  const tickets = useQuery(getTicketCountQueryOptions(language)).data?.count ?? 0;
  const items = [
    t("AccountSecurity.Delete.Lost.Profile"),
    account.subscription && t("AccountSecurity.Delete.Lost.Pass"),
    account.hasLoyalty && t("AccountSecurity.Delete.Lost.Loyalty"),
    advantages > 0 && t("AccountSecurity.Delete.Lost.Advantages", { count: advantages }),
    tickets > 0 && t("AccountSecurity.Delete.Lost.Tickets", { count: tickets }),
    account.card && t("AccountSecurity.Delete.Lost.PaymentCard", { digits: account.card.lastDigits }),
  ].filter((item): item is string => typeof item === "string");
  return (
    <>
      <p>{t("AccountSecurity.Delete.LostTitle")}</p>
      <ul className="account-security__lost">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </>
  );
}

type Stage = { kind: "confirm" } | { kind: "done"; leaveTo: string };

/**
 * Account deletion (docs/account-security.md): the confirmation (a box to tick), a recent sign-in (else the provider
 * asks for the password and the confirmation comes back), the call, then the signed-out end.
 */
function DeletionForm({
  language,
  account,
  resumed,
  onDone,
}: {
  language: Language;
  account: AccountResponse;
  resumed: boolean;
  onDone: (leaveTo: string) => void;
}) {
  const { t } = useTranslation();
  const [confirmed, setConfirmed] = useState(resumed);
  const [missing, setMissing] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const checkbox = useRef<HTMLInputElement>(null);
  const remove = useDeleteAccount(language);

  async function signInAgain() {
    setLeaving(true);
    const back = rememberConfirmedDeletion(new URL(window.location.href));
    await signInAgainNow(back, language);
  }

  async function submit() {
    if (!confirmed) {
      setMissing(true);
      checkbox.current?.focus();
      return;
    }
    if (isSignInTooOld(await getAccessToken())) {
      await signInAgain();
      return;
    }
    try {
      await remove.mutateAsync();
    } catch (error) {
      if (error instanceof ApiError && error.code === "REAUTHENTICATION_REQUIRED") {
        await signInAgain();
        return;
      }
      // SPEC 8: the deletion's server message in an error toast.
      reportApiError(error, "server-message");
      return;
    }
    onDone(await forgetEndedSignIn(language));
  }

  return (
    <form
      className="account-security__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {resumed ? <p role="status">{t("AccountSecurity.Delete.Resumed")}</p> : null}
      <LostList language={language} account={account} />
      <p className="account-security__note">{t("AccountSecurity.Delete.Reauth")}</p>
      <CheckboxField
        ref={checkbox}
        label={t("AccountSecurity.Delete.Confirm")}
        checked={confirmed}
        error={missing && !confirmed ? t("AccountSecurity.Delete.ConfirmRequired") : undefined}
        onChange={(event) => setConfirmed(event.currentTarget.checked)}
      />
      <div className="account-security__actions">
        <Button type="submit" variant="danger" busy={remove.isPending || leaving}>
          {t("AccountSecurity.Delete.Submit")}
        </Button>
        <Button variant="ghost" onClick={() => closeModal(DELETE_MODAL)}>
          {t("AccountSecurity.Cancel")}
        </Button>
      </div>
    </form>
  );
}

/** The danger zone of the profile: what deletion takes away, and the way to ask for it. */
export function AccountDeletion({ language, account }: { language: Language; account: AccountResponse }) {
  const { t } = useTranslation();
  const [stage, setStage] = useState<Stage>({ kind: "confirm" });
  const [resumed, setResumed] = useState(false);
  const [searchParams, setSearchParams] = useSearchParams();
  const open = useModalOpen(DELETE_MODAL);

  // Back from signing in again: the confirmation reopens, once, if this tab noted it.
  const resuming = searchParams.get(RESUME_PARAM) === RESUME_VALUE;
  useEffect(() => {
    if (!resuming) {
      return;
    }
    setSearchParams(
      (params) => {
        params.delete(RESUME_PARAM);
        return params;
      },
      { replace: true },
    );
    if (takeConfirmedDeletion()) {
      setResumed(true);
      openModal(DELETE_MODAL);
    }
  }, [resuming, setSearchParams]);

  // Once deleted there is no page to return to: closing the modal leaves, as the button does.
  useEffect(() => {
    if (stage.kind === "done" && !open) {
      window.location.assign(stage.leaveTo);
    }
  }, [stage, open]);

  return (
    <Card
      title={t("AccountSecurity.Delete.Title")}
      description={t("AccountSecurity.Delete.Intro")}
      className="account-security__danger"
      actions={
        <Button variant="danger" onClick={() => openModal(DELETE_MODAL)}>
          {t("AccountSecurity.Delete.Open")}
        </Button>
      }
    >
      <Modal
        id={DELETE_MODAL}
        title={
          stage.kind === "done"
            ? t("AccountSecurity.Delete.Done.Title")
            : t("AccountSecurity.Delete.ModalTitle")
        }
      >
        {stage.kind === "done" ? (
          <div className="account-security__form">
            <p role="status">{t("AccountSecurity.Delete.Done.Text", { email: account.mail })}</p>
            <div className="account-security__actions">
              <a className={buttonClass({ variant: "primary" })} href={stage.leaveTo}>
                {t("AccountSecurity.Delete.Done.Leave")}
              </a>
            </div>
          </div>
        ) : (
          <DeletionForm
            language={language}
            account={account}
            resumed={resumed}
            onDone={(leaveTo) => setStage({ kind: "done", leaveTo })}
          />
        )}
      </Modal>
    </Card>
  );
}
