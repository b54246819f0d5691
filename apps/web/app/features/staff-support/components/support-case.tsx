import type { Language } from "@cinelux/contract/languages";
import type { StaffCase } from "@cinelux/contract/staff-support";
import { CASE_COMMENT_MAX } from "@cinelux/contract/support-limits";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Link, useParams } from "react-router";
import { staffObjectUrl } from "../../../lib/staff/staff-api";
import { formatStaffDateTime } from "../../../lib/staff/staff-format";
import { useStaffMember } from "../../../lib/staff/staff-member";
import { staffPath } from "../../../lib/staff/staff-sections";
import { fill, useStaffLanguage, useStaffTexts } from "../../../lib/staff/staff-texts";
import { Modal } from "../../../shell/modals/modal";
import { closeModal, openModal } from "../../../shell/modals/modal-store";
import { StaffLoading } from "../../../shell/staff/staff-screen";
import { StaffError, StaffLoadFailure } from "../../../shell/staff/staff-states";
import { Badge, Button, PageHeader, TextAreaField } from "../../../ui";
import { staffCaseQuery, useCaseAction } from "../api/staff-support";
import { supportTexts } from "../texts";
import supportStyles from "./support.css?url";

const CLOSE_MODAL = "staff-close-case";

/** A case (docs/staff.md "Support"): the customer's words and files, the thread, answer, close, take. */
export default function SupportCase() {
  const texts = useStaffTexts(supportTexts);
  const language = useStaffLanguage();
  const id = useParams().caseId ?? "";
  const query = useQuery(staffCaseQuery(language, id));
  const back = (
    <p>
      <Link to={staffPath(language, "support")}>{texts.back}</Link>
    </p>
  );
  if (query.isPending) {
    return (
      <>
        {back}
        <StaffLoading />
      </>
    );
  }
  if (query.isError) {
    return (
      <>
        {back}
        <StaffLoadFailure
          error={query.error}
          fallback={texts.caseError}
          onRetry={() => void query.refetch()}
        />
      </>
    );
  }
  return (
    <>
      {back}
      <CaseView item={query.data} language={language} />
    </>
  );
}

function CaseView({ item, language }: { item: StaffCase; language: Language }) {
  const texts = useStaffTexts(supportTexts);
  const member = useStaffMember();
  const action = useCaseAction(language, item.id);
  const closed = item.status === "closed";
  const mine = item.assignee?.id === member.id;
  return (
    <div className="staff-support">
      <link rel="stylesheet" href={supportStyles} precedence="default" />
      <PageHeader
        title={fill(texts.caseTitle, { number: item.number })}
        intro={item.subject}
        actions={
          closed ? null : (
            <>
              <Button
                variant="secondary"
                busy={action.isPending && action.variables?.kind === "assign"}
                onClick={() => action.mutate({ kind: "assign", staffId: mine ? null : member.id })}
              >
                {mine ? texts.release : texts.take}
              </Button>
              <Button variant="danger" onClick={() => openModal(CLOSE_MODAL)}>
                {texts.close}
              </Button>
            </>
          )
        }
      />
      {action.isError ? <StaffError error={action.error} fallback={texts.actionError} /> : null}
      <section aria-labelledby="case-details" className="staff-support__details">
        <h2 id="case-details">{texts.details}</h2>
        <dl>
          <div>
            <dt>{texts.customer}</dt>
            <dd>
              {item.customer.name ? <div>{item.customer.name}</div> : null}
              <div>{item.customer.mail}</div>
            </dd>
          </div>
          <div>
            <dt>{texts.theme}</dt>
            <dd>
              {item.theme.labels[language]} › {item.subTheme.labels[language]}
            </dd>
          </div>
          <div>
            <dt>{texts.reason}</dt>
            <dd>{item.reason.labels[language]}</dd>
          </div>
          {item.cinema ? (
            <div>
              <dt>{texts.cinema}</dt>
              <dd>{item.cinema}</dd>
            </div>
          ) : null}
          <div>
            <dt>{texts.language}</dt>
            <dd>{item.language.toUpperCase()}</dd>
          </div>
          <div>
            <dt>{texts.opened}</dt>
            <dd>{formatStaffDateTime(item.createdAt, language)}</dd>
          </div>
          <div>
            <dt>{texts.assignee}</dt>
            <dd>{item.assignee?.displayName ?? texts.nobody}</dd>
          </div>
        </dl>
        <p>
          <Badge tone={closed ? "neutral" : item.status === "open" ? "warning" : "success"}>
            {texts[`badge_${item.status}`]}
          </Badge>
          {item.closedAt ? (
            <span className="staff-support__muted">
              {" "}
              {fill(texts.closedOn, { date: formatStaffDateTime(item.closedAt, language) })}
            </span>
          ) : null}
        </p>
      </section>
      <section aria-labelledby="case-description">
        <h2 id="case-description">{texts.description}</h2>
        <p className="staff-support__text">{item.description}</p>
      </section>
      {item.attachments.length > 0 ? <Attachments item={item} language={language} /> : null}
      <section aria-labelledby="case-thread">
        <h2 id="case-thread">{texts.thread}</h2>
        {item.messages.length === 0 ? (
          <p className="staff-support__muted">{texts.noMessages}</p>
        ) : (
          <ol className="staff-support__thread">
            {item.messages.map((message) => (
              <li
                key={message.id}
                className={
                  message.received
                    ? "staff-support__message staff-support__message--chain"
                    : "staff-support__message"
                }
              >
                <p className="staff-support__meta">
                  <strong>{message.received ? texts.fromChain : texts.fromCustomer}</strong> ·{" "}
                  {formatStaffDateTime(message.createdAt, language)}
                </p>
                <p className="staff-support__text">{message.body}</p>
              </li>
            ))}
          </ol>
        )}
      </section>
      {closed ? null : <AnswerForm item={item} language={language} />}
      <Modal id={CLOSE_MODAL} title={texts.closeTitle}>
        <p>{texts.closeText}</p>
        <div className="staff-support__modal-actions">
          <Button variant="secondary" onClick={() => closeModal(CLOSE_MODAL)}>
            {texts.cancel}
          </Button>
          <Button
            variant="danger"
            busy={action.isPending && action.variables?.kind === "close"}
            onClick={() => action.mutate({ kind: "close" }, { onSettled: () => closeModal(CLOSE_MODAL) })}
          >
            {texts.closeConfirm}
          </Button>
        </div>
      </Modal>
    </div>
  );
}

function Attachments({ item, language }: { item: StaffCase; language: Language }) {
  const texts = useStaffTexts(supportTexts);
  const [failed, setFailed] = useState(false);
  async function open(path: string) {
    setFailed(false);
    // A new tab opened now, while the click still allows it, then pointed at the bytes.
    const tab = window.open("", "_blank");
    try {
      const url = await staffObjectUrl(path as `/api/staff/${string}`, language);
      if (tab) {
        tab.location.href = url;
      } else {
        window.location.assign(url);
      }
    } catch {
      tab?.close();
      setFailed(true);
    }
  }
  return (
    <section aria-labelledby="case-attachments">
      <h2 id="case-attachments">{texts.attachments}</h2>
      <ul className="staff-support__files">
        {item.attachments.map((file) => (
          <li key={file.id}>
            <Button variant="ghost" size="sm" onClick={() => void open(file.downloadPath)}>
              {fill(texts.download, { name: file.fileName })}
            </Button>
          </li>
        ))}
      </ul>
      {failed ? (
        <p className="staff-error" role="alert">
          {texts.downloadError}
        </p>
      ) : null}
    </section>
  );
}

function AnswerForm({ item, language }: { item: StaffCase; language: Language }) {
  const texts = useStaffTexts(supportTexts);
  const action = useCaseAction(language, item.id);
  const [message, setMessage] = useState("");
  const [missing, setMissing] = useState(false);
  const [sent, setSent] = useState(false);
  function submit(event: FormEvent) {
    event.preventDefault();
    setSent(false);
    if (message.trim() === "") {
      setMissing(true);
      return;
    }
    setMissing(false);
    action.mutate(
      { kind: "answer", message },
      {
        onSuccess: () => {
          setMessage("");
          setSent(true);
        },
      },
    );
  }
  return (
    <form className="staff-support__answer" onSubmit={submit} noValidate>
      <TextAreaField
        label={texts.answer}
        hint={texts.answerHint}
        name="message"
        rows={6}
        maxLength={CASE_COMMENT_MAX}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        error={missing ? texts.answerRequired : undefined}
      />
      {action.isError ? <StaffError error={action.error} fallback={texts.actionError} /> : null}
      {sent ? (
        <p className="staff-notice" role="status">
          {texts.sent}
        </p>
      ) : null}
      <Button type="submit" busy={action.isPending}>
        {texts.send}
      </Button>
    </form>
  );
}
