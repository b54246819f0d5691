import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { staffPath } from "../../../lib/staff/staff-sections";
import { useStaffLanguage, useStaffTexts } from "../../../lib/staff/staff-texts";
import { StaffLoading } from "../../../shell/staff/staff-screen";
import { PageHeader } from "../../../ui";
import { staffCinemasQuery } from "../api/catalog-venues";
import { catalogTexts } from "../texts";
import { CatalogError, CatalogFrame } from "./catalog-frame";

/** Every cinema, its halls and whether it has a price list; each opens its form. */
export default function Cinemas() {
  const texts = useStaffTexts(catalogTexts);
  const language = useStaffLanguage();
  const query = useQuery(staffCinemasQuery(language));
  return (
    <CatalogFrame>
      <PageHeader title={texts.cinemasTitle} />
      {query.isPending ? (
        <StaffLoading />
      ) : query.isError ? (
        <CatalogError error={query.error} fallback={texts.loadError} onRetry={() => void query.refetch()} />
      ) : (
        <div className="staff-table-wrap">
          <table className="staff-table">
            <thead>
              <tr>
                <th scope="col">{texts.name}</th>
                <th scope="col">{texts.city}</th>
                <th scope="col">{texts.halls}</th>
                <th scope="col">{texts.priceList}</th>
              </tr>
            </thead>
            <tbody>
              {query.data.cinemas.map((cinema) => (
                <tr key={cinema.slug}>
                  <td>
                    <Link to={staffPath(language, "catalog", "cinemas", cinema.slug)}>{cinema.name}</Link>
                  </td>
                  <td>{cinema.city}</td>
                  <td>{cinema.halls.length}</td>
                  <td>
                    {cinema.hasPriceList ? (
                      texts.yes
                    ) : (
                      <Link to={`${staffPath(language, "catalog", "prices")}?cinema=${cinema.slug}`}>
                        {texts.no}
                      </Link>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </CatalogFrame>
  );
}
