import type { Language } from "@cinelux/contract/languages";
import type { SupportCase } from "@cinelux/contract/support";
import { Link } from "react-router";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Badge } from "../../../ui";
import { formatCaseDate } from "../format";
import { CASE_PARAM } from "./case-param";

/**
 * The cases, open ones first (they may still need the customer), then closed; each keeps the
 * server's order (newest first). Unread answers are marked on the case, in words.
 */
export function CaseList({ language, cases }: { language: Language; cases: SupportCase[] }) {
  const { t } = useTranslation();
  const open = cases.filter((each) => !each.closed);
  const closed = cases.filter((each) => each.closed);
  return (
    <div className="messages__lists">
      {open.length > 0 ? (
        <CaseSection id="messages-open" title={t("Messages.Open.Title")} language={language} cases={open} />
      ) : null}
      {closed.length > 0 ? (
        <CaseSection
          id="messages-closed"
          title={t("Messages.Closed.Title")}
          language={language}
          cases={closed}
        />
      ) : null}
    </div>
  );
}

function CaseSection({
  id,
  title,
  language,
  cases,
}: {
  id: string;
  title: string;
  language: Language;
  cases: SupportCase[];
}) {
  return (
    <section className="messages__section" aria-labelledby={id}>
      <h2 id={id}>
        {title} <span className="messages__count">({cases.length})</span>
      </h2>
      <ul className="messages__list">
        {cases.map((each) => (
          <CaseItem key={each.id} language={language} supportCase={each} />
        ))}
      </ul>
    </section>
  );
}

function CaseItem({ language, supportCase }: { language: Language; supportCase: SupportCase }) {
  const { t } = useTranslation();
  return (
    <li className={supportCase.unread > 0 ? "messages__item messages__item--unread" : "messages__item"}>
      <Link className="messages__link" to={`?${CASE_PARAM}=${encodeURIComponent(supportCase.id)}`}>
        <span className="messages__subject">{supportCase.subject}</span>
        <span className="messages__meta">
          {t("Messages.Number", { number: supportCase.number })} ·{" "}
          {formatCaseDate(supportCase.createdAt, language)}
        </span>
      </Link>
      <span className="messages__badges">
        <Badge tone={supportCase.closed ? "neutral" : "success"}>
          {t(supportCase.closed ? "Messages.Status.Closed" : "Messages.Status.Open")}
        </Badge>
        {supportCase.unread > 0 ? (
          <Badge tone="brand">{t("Messages.Unread", { count: supportCase.unread })}</Badge>
        ) : null}
      </span>
    </li>
  );
}
