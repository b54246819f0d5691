import type { StaffCinema, StaffSession } from "@cinelux/contract/staff-catalog";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { fill, useStaffLanguage, useStaffTexts } from "../../../lib/staff/staff-texts";
import { openModal } from "../../../shell/modals/modal-store";
import { StaffLoading } from "../../../shell/staff/staff-screen";
import { Badge, Button, EmptyState, PageHeader, SelectField, TextField } from "../../../ui";
import { staffSessionsQuery } from "../api/catalog-sessions";
import { staffCinemasQuery } from "../api/catalog-venues";
import { catalogTexts } from "../texts";
import { CatalogError, CatalogFrame, CatalogNotice } from "./catalog-frame";
import { CreateSession } from "./session-create";
import { localDay, localTime } from "./session-dates";
import { CANCEL_MODAL, CancelSessionModal, MOVE_MODAL, MoveSessionModal } from "./session-modals";

/** A cinema's sessions of a day (`?cinema=&date=`), with what may be done to each. */
export default function Sessions() {
  const texts = useStaffTexts(catalogTexts);
  const language = useStaffLanguage();
  const [search, setSearch] = useSearchParams();
  const cinemas = useQuery(staffCinemasQuery(language));
  const slug = search.get("cinema") ?? cinemas.data?.cinemas[0]?.slug ?? "";
  const date = search.get("date") ?? localDay();
  const cinema = cinemas.data?.cinemas.find((item) => item.slug === slug);
  const choose = (change: { cinema?: string; date?: string }) =>
    setSearch({ cinema: change.cinema ?? slug, date: change.date ?? date }, { replace: true });

  return (
    <CatalogFrame>
      <PageHeader title={texts.sessionsTitle} />
      {cinemas.isPending ? (
        <StaffLoading />
      ) : cinemas.isError ? (
        <CatalogError
          error={cinemas.error}
          fallback={texts.loadError}
          onRetry={() => void cinemas.refetch()}
        />
      ) : (
        <>
          <div className="staff-catalog__pickers">
            <SelectField
              label={texts.cinema}
              value={slug}
              onChange={(event) => choose({ cinema: event.target.value })}
            >
              {cinemas.data.cinemas.map((item) => (
                <option key={item.slug} value={item.slug}>
                  {item.name}
                </option>
              ))}
            </SelectField>
            <TextField
              label={texts.day}
              type="date"
              value={date}
              required
              onChange={(event) => {
                if (event.target.value) {
                  choose({ date: event.target.value });
                }
              }}
            />
          </div>
          {cinema ? (
            // A new cinema or day starts the forms below afresh (its halls, its date).
            <DayList key={`${cinema.slug} ${date}`} cinema={cinema} date={date} />
          ) : (
            <EmptyState title={texts.chooseCinema} />
          )}
        </>
      )}
    </CatalogFrame>
  );
}

function DayList({ cinema, date }: { cinema: StaffCinema; date: string }) {
  const texts = useStaffTexts(catalogTexts);
  const language = useStaffLanguage();
  const query = useQuery(staffSessionsQuery(language, cinema.slug, date));
  const [chosen, setChosen] = useState<StaffSession | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const act = (session: StaffSession, modal: string) => {
    setDone(null);
    setChosen(session);
    openModal(modal);
  };

  return (
    <>
      {done ? <CatalogNotice>{done}</CatalogNotice> : null}
      {query.isPending ? (
        <StaffLoading />
      ) : query.isError ? (
        <CatalogError error={query.error} fallback={texts.loadError} onRetry={() => void query.refetch()} />
      ) : query.data.sessions.length === 0 ? (
        <EmptyState title={texts.noSessions} />
      ) : (
        <div className="staff-table-wrap">
          <table className="staff-table">
            <thead>
              <tr>
                <th scope="col">{texts.time}</th>
                <th scope="col">{texts.show}</th>
                <th scope="col">{texts.hall}</th>
                <th scope="col">{texts.version}</th>
                <th scope="col">{texts.bookings}</th>
                <th scope="col">{texts.status}</th>
                <th scope="col">{texts.actions}</th>
              </tr>
            </thead>
            <tbody>
              {query.data.sessions.map((session) => {
                const time = localTime(session.startsAt, language);
                return (
                  <tr key={session.id}>
                    <td className="staff-catalog__nowrap">
                      {time} – {localTime(session.endsAt, language)}
                    </td>
                    <td>{session.show.title}</td>
                    <td className="staff-catalog__nowrap">{session.hall}</td>
                    <td>{session.version}</td>
                    <td>{session.bookings}</td>
                    <td>
                      {session.cancelledAt ? (
                        <Badge tone="danger">{texts.cancelledOn}</Badge>
                      ) : (
                        <Badge tone="success">{texts.scheduled}</Badge>
                      )}
                    </td>
                    <td>
                      {session.cancelledAt ? null : (
                        <div className="staff-catalog__row-actions">
                          <Button
                            size="sm"
                            variant="secondary"
                            aria-label={fill(texts.moveSession, { show: session.show.title })}
                            onClick={() => act(session, MOVE_MODAL)}
                          >
                            {texts.move}
                          </Button>
                          <Button
                            size="sm"
                            variant="danger"
                            aria-label={fill(texts.cancelSessionOf, { show: session.show.title, time })}
                            onClick={() => act(session, CANCEL_MODAL)}
                          >
                            {texts.cancelShort}
                          </Button>
                        </div>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <MoveSessionModal cinema={cinema} session={chosen} onDone={() => setDone(texts.moved)} />
      <CancelSessionModal
        session={chosen}
        onDone={(refunded) => setDone(fill(texts.cancelled, { count: refunded }, language))}
      />
      <CreateSession cinema={cinema} date={date} />
    </>
  );
}
