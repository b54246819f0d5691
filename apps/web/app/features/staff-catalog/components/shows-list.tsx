import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { staffPath } from "../../../lib/staff/staff-sections";
import { fill, useStaffLanguage, useStaffTexts } from "../../../lib/staff/staff-texts";
import { StaffLoading } from "../../../shell/staff/staff-screen";
import { pageFromSearch, StaffPager } from "../../../shell/staff/staff-states";
import { Button, ButtonLink, EmptyState, PageHeader, TextField } from "../../../ui";
import { staffShowsQuery } from "../api/catalog-shows";
import { catalogTexts } from "../texts";
import { CatalogError, CatalogFrame } from "./catalog-frame";

/** The shows, 25 a page, searched by title in any language (`?q=&page=` keeps the place). */
export default function ShowsList() {
  const texts = useStaffTexts(catalogTexts);
  const language = useStaffLanguage();
  const [search, setSearch] = useSearchParams();
  const q = search.get("q")?.trim() ?? "";
  const page = pageFromSearch(search.get("page"));
  const [typed, setTyped] = useState(q);
  const query = useQuery(staffShowsQuery(language, q, page));
  const base = staffPath(language, "catalog", "shows");

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSearch(typed.trim() ? { q: typed.trim() } : {});
  }

  const to = (target: number) =>
    `${base}?${new URLSearchParams({ ...(q ? { q } : {}), page: String(target) })}`;

  return (
    <CatalogFrame>
      <PageHeader
        title={texts.showsTitle}
        actions={<ButtonLink to={`${base}/new`}>{texts.newShow}</ButtonLink>}
      />
      <search>
        <form className="staff-catalog__search" onSubmit={onSubmit}>
          <TextField
            label={texts.search}
            type="search"
            name="q"
            value={typed}
            maxLength={80}
            onChange={(event) => setTyped(event.target.value)}
          />
          <Button type="submit" variant="secondary">
            {texts.searchButton}
          </Button>
        </form>
      </search>
      {query.isPending ? (
        <StaffLoading />
      ) : query.isError ? (
        <CatalogError error={query.error} fallback={texts.loadError} onRetry={() => void query.refetch()} />
      ) : query.data.shows.length === 0 ? (
        <EmptyState title={texts.noShows} />
      ) : (
        <>
          <div className="staff-table-wrap">
            <table className="staff-table">
              <thead>
                <tr>
                  <th scope="col">{texts.showTitle}</th>
                  <th scope="col">{texts.kind}</th>
                  <th scope="col">{texts.duration}</th>
                  <th scope="col">{texts.year}</th>
                </tr>
              </thead>
              <tbody>
                {query.data.shows.map((show) => (
                  <tr key={show.id}>
                    <td>
                      <Link
                        to={`${base}/${show.id}`}
                        aria-label={fill(texts.editShow, { title: show.title })}
                      >
                        {show.title}
                      </Link>
                      <div className="staff-catalog__muted">{show.slug}</div>
                    </td>
                    <td>{show.isMovie ? texts.kindMovie : texts.kindEvent}</td>
                    <td>{fill(texts.minutes, { minutes: show.durationMinutes })}</td>
                    <td>{show.releaseYear}</td>
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
            to={to}
          />
        </>
      )}
    </CatalogFrame>
  );
}
