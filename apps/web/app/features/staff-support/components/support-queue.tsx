import {
  STAFF_CASE_STATUSES,
  type StaffCaseStatus,
  StaffCaseStatusSchema,
} from "@cinelux/contract/staff-support";
import { useQuery } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import { formatStaffAge } from "../../../lib/staff/staff-format";
import { staffPath } from "../../../lib/staff/staff-sections";
import { useStaffLanguage, useStaffTexts } from "../../../lib/staff/staff-texts";
import { StaffLoading } from "../../../shell/staff/staff-screen";
import { pageFromSearch, StaffLoadFailure, StaffPager } from "../../../shell/staff/staff-states";
import { EmptyState, PageHeader } from "../../../ui";
import { staffCasesQuery } from "../api/staff-support";
import { supportTexts } from "../texts";
import supportStyles from "./support.css?url";

const EMPTY = { open: "emptyOpen", answered: "emptyAnswered", closed: "emptyClosed" } as const;

/** The support queue (docs/staff.md "Support"): a tab per status, the longest waiting case first. */
export default function SupportQueue() {
  const texts = useStaffTexts(supportTexts);
  const language = useStaffLanguage();
  const [search] = useSearchParams();
  const parsed = StaffCaseStatusSchema.safeParse(search.get("status"));
  const status: StaffCaseStatus = parsed.success ? parsed.data : "open";
  const page = pageFromSearch(search.get("page"));
  const query = useQuery(staffCasesQuery(language, status, page));
  const base = staffPath(language, "support");

  return (
    <>
      <link rel="stylesheet" href={supportStyles} precedence="default" />
      <PageHeader title={texts.title} intro={texts.intro} />
      <nav aria-label={texts.statuses} className="staff-tabs">
        {STAFF_CASE_STATUSES.map((tab) => (
          <Link key={tab} to={`${base}?status=${tab}`} aria-current={tab === status ? "page" : undefined}>
            {texts[`status_${tab}`]}
          </Link>
        ))}
      </nav>
      {query.isPending ? (
        <StaffLoading />
      ) : query.isError ? (
        <StaffLoadFailure
          error={query.error}
          fallback={texts.loadError}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.cases.length === 0 ? (
        <EmptyState title={texts[EMPTY[status]]} />
      ) : (
        <>
          <div className="staff-table-wrap">
            <table className="staff-table">
              <thead>
                <tr>
                  <th scope="col">{texts.number}</th>
                  <th scope="col">{texts.subject}</th>
                  <th scope="col">{texts.customer}</th>
                  <th scope="col">{texts.theme}</th>
                  <th scope="col">{texts.waiting}</th>
                  <th scope="col">{texts.assignee}</th>
                </tr>
              </thead>
              <tbody>
                {query.data.cases.map((item) => (
                  <tr key={item.id}>
                    <td className="staff-support__number">{item.number}</td>
                    <td>
                      <Link to={`${base}/${item.id}`}>{item.subject}</Link>
                    </td>
                    <td>
                      {item.customer.name ?? item.customer.mail}
                      {item.customer.name ? (
                        <div className="staff-support__muted">{item.customer.mail}</div>
                      ) : null}
                    </td>
                    <td>
                      {item.theme.labels[language]}
                      <div className="staff-support__muted">{item.subTheme.labels[language]}</div>
                    </td>
                    <td>{formatStaffAge(item.ageSeconds, language)}</td>
                    <td>{item.assignee?.displayName ?? texts.nobody}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <StaffPager
            page={page}
            total={query.data.total}
            pageSize={query.data.pageSize}
            summary={texts.page}
            to={(target) => `${base}?status=${status}&page=${target}`}
          />
        </>
      )}
    </>
  );
}
