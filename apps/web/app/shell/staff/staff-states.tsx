import { Link } from "react-router";
import { staffErrorMessage } from "../../lib/staff/staff-api";
import { fill, useStaffTexts } from "../../lib/staff/staff-texts";
import { Button } from "../../ui";
import { frameTexts } from "./texts";

/**
 * The staff screens' shared states (docs/staff.md "The staff app"): a failed call said in place in
 * the API's words (its message comes in the page's language), a failed read with "Try again", and
 * the pages of a long list.
 */

/** A failed write (or any call), said where it was asked; `fallback` when the API sent no message. */
export function StaffError({ error, fallback }: { error: unknown; fallback: string }) {
  return (
    <p className="staff-error" role="alert">
      {staffErrorMessage(error, fallback)}
    </p>
  );
}

/** A screen's read that failed: what happened, and a button to read again. */
export function StaffLoadFailure({
  error,
  fallback,
  onRetry,
}: {
  error: unknown;
  fallback: string;
  onRetry: () => void;
}) {
  const texts = useStaffTexts(frameTexts);
  return (
    <div className="staff-error" role="alert">
      <p>{staffErrorMessage(error, fallback)}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {texts.retry}
      </Button>
    </div>
  );
}

/** The page a `?page=` parameter asks for: a whole number from 1, else the first. */
export function pageFromSearch(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * Where a paged list stands (`summary` holds `{page}`, `{pages}` and `{total}`) with links to the
 * pages around it; nothing when everything fits on one page.
 */
export function StaffPager({
  page,
  total,
  pageSize,
  summary,
  to,
}: {
  page: number;
  total: number;
  pageSize: number;
  summary: string;
  to: (page: number) => string;
}) {
  const texts = useStaffTexts(frameTexts);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages === 1) {
    return null;
  }
  return (
    <div className="staff-pager">
      <p>{fill(summary, { page, pages, total })}</p>
      <div className="staff-pager__links">
        {page > 1 ? <Link to={to(page - 1)}>{texts.previous}</Link> : null}
        {page < pages ? <Link to={to(page + 1)}>{texts.next}</Link> : null}
      </div>
    </div>
  );
}
