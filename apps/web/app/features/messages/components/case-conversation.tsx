import type { Language } from "@cinelux/contract/languages";
import type { SupportCase } from "@cinelux/contract/support";
import { caseAcceptsMessages } from "@cinelux/contract/support-rules";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { getCinemasQueryOptions } from "../../../lib/catalog/get-cinemas";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { paths } from "../../../lib/routing/paths";
import { openModal } from "../../../shell/modals/modal-store";
import { Badge, Button } from "../../../ui";
import { cinemaNamesOf } from "../api/cinema-names";
import { useMarkCaseRead } from "../api/update-case";
import { formatCaseDate } from "../format";
import { CaseAttachments } from "./case-attachments";
import { CLOSE_CASE_MODAL_ID, CloseCaseModal } from "./close-case-modal";
import { ReplyForm } from "./reply-form";

/**
 * One case (SPEC 3): its description as the first message, then the messages in order, the chain's
 * answers styled as the chain's; its attachments; while open (SPEC 4), a reply box and a way to
 * close it. Opening a case with unread answers marks them read.
 */
export function CaseConversation({
  language,
  supportCase,
}: {
  language: Language;
  supportCase: SupportCase;
}) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const markRead = useMarkCaseRead(language);
  const cinemaNames = useQuery({
    ...getCinemasQueryOptions(language),
    select: cinemaNamesOf,
    enabled: supportCase.cinema !== null,
  });
  const { id, unread } = supportCase;
  const read = markRead.mutate;

  useEffect(() => {
    heading.current?.focus();
  }, []);

  useEffect(() => {
    if (unread > 0) {
      read(id);
    }
  }, [id, unread, read]);

  const open = caseAcceptsMessages(supportCase);
  return (
    <article className="messages__case" aria-labelledby="messages-case-title">
      <Link className="messages__back" to=".">
        {t("Messages.Back")}
      </Link>
      <header className="messages__case-header">
        <h2 id="messages-case-title" ref={heading} tabIndex={-1}>
          {supportCase.subject}
        </h2>
        <p className="messages__meta">
          {t("Messages.Number", { number: supportCase.number })} ·{" "}
          {formatCaseDate(supportCase.createdAt, language)}{" "}
          <Badge tone={open ? "success" : "neutral"}>
            {t(open ? "Messages.Status.Open" : "Messages.Status.Closed")}
          </Badge>
        </p>
        {supportCase.cinema ? (
          <p className="messages__meta">
            {t("Messages.Cinema", {
              cinema: cinemaNames.data?.get(supportCase.cinema) ?? supportCase.cinema,
            })}
          </p>
        ) : null}
      </header>
      <h3 className="visually-hidden" id="messages-thread">
        {t("Messages.Conversation")}
      </h3>
      <ol className="messages__thread" aria-labelledby="messages-thread">
        <Message
          language={language}
          received={false}
          body={supportCase.description}
          createdAt={supportCase.createdAt}
        />
        {supportCase.messages.map((message) => (
          <Message key={message.id} language={language} {...message} />
        ))}
      </ol>
      {supportCase.attachments.length > 0 ? (
        <CaseAttachments language={language} caseId={supportCase.id} attachments={supportCase.attachments} />
      ) : null}
      {open ? (
        <>
          <ReplyForm language={language} caseId={supportCase.id} />
          <div className="messages__close">
            <Button variant="secondary" onClick={() => openModal(CLOSE_CASE_MODAL_ID)}>
              {t("Messages.Close.Open")}
            </Button>
          </div>
        </>
      ) : (
        <p className="messages__closed-note">
          {t("Messages.ClosedNote")} <Link to={paths.contact(language)}>{t("Messages.NewCase")}</Link>
        </p>
      )}
      {/* Outside the open case's part: it stays mounted while the closed case replaces that part. */}
      <CloseCaseModal language={language} caseId={supportCase.id} onClosed={() => heading.current?.focus()} />
    </article>
  );
}

function Message({
  language,
  received,
  body,
  createdAt,
}: {
  language: Language;
  received: boolean;
  body: string;
  createdAt: string;
}) {
  const { t } = useTranslation();
  return (
    <li className={received ? "messages__message messages__message--received" : "messages__message"}>
      <p className="messages__author">
        <span>{t(received ? "Messages.From.Chain" : "Messages.From.Me")}</span>{" "}
        <time dateTime={createdAt}>{formatCaseDate(createdAt, language)}</time>
      </p>
      <p className="messages__body">{body}</p>
    </li>
  );
}
