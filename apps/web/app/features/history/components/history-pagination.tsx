import { Link } from "react-router";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { buttonClass } from "../../../ui";
import { pageCount } from "../format";

/**
 * Previous and next as links (`?page=`): the address names the page, so back, reload and a shared
 * link keep it. At the ends the missing direction is not drawn (no dead control to tab through).
 */
export function HistoryPagination({
  page,
  pageSize,
  total,
}: {
  page: number;
  pageSize: number;
  total: number;
}) {
  const { t } = useTranslation();
  const pages = pageCount(total, pageSize);
  if (pages <= 1) {
    return null;
  }
  const look = buttonClass({ variant: "secondary", size: "sm" });
  return (
    <nav className="history__pagination" aria-label={t("History.Pagination.Label")}>
      {page > 1 ? (
        <Link className={look} to={{ search: `?page=${page - 1}` }} rel="prev">
          {t("History.Pagination.Previous")}
        </Link>
      ) : null}
      <p className="history__page">{t("History.Pagination.Page", { page, pages })}</p>
      {page < pages ? (
        <Link className={look} to={{ search: `?page=${page + 1}` }} rel="next">
          {t("History.Pagination.Next")}
        </Link>
      ) : null}
    </nav>
  );
}
