import type { SessionDetail } from "@cinelux/contract/booking";
import type { Language } from "@cinelux/contract/languages";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Suspense, useMemo, useState } from "react";
import { useAuthState } from "../../../lib/auth/use-auth-state";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { preloadableLazy } from "../../../lib/lazy/preloadable-lazy";
import { SkeletonCard } from "../../../ui";
import { sessionQueryKey } from "../api/get-session";
import { getSessionSeatsQueryOptions } from "../api/get-session-seats";
import { holdRefusalOf } from "../hold-errors";
import { useHold } from "../hooks/use-hold";
import { seatShortName } from "../seat-names";
import { buildPlan, seatById, toggleSeat } from "../seat-plan";
import { SeatLegend } from "./seat-legend";
import { SeatList } from "./seat-list";
import { SeatMap } from "./seat-map";
import { SelectionSummary } from "./selection-summary";

// The steps after the hold and the confirmation (payments, the e-ticket's QR) are code of their
// own: the map's first draw does not wait for them. Asked for at the first seat chosen, or when a
// hold or a confirmed booking comes back with the page.
const tunnelPart = preloadableLazy(() => import("./booking-tunnel").then((module) => module.BookingTunnel));
const confirmationPart = preloadableLazy(() =>
  import("./confirmation").then((module) => module.Confirmation),
);

type Notice =
  | { kind: "taken"; seats: string[] }
  | { kind: "stranded" }
  | { kind: "other" }
  | { kind: "expired" };

/**
 * Choosing seats, then holding them: the map (or its list), the key, the choice and "Continue";
 * once held, the hold with its countdown, "Change seats" and "Cancel".
 */
export function SeatChooser({
  session,
  language,
  showPath,
  bookingId,
  confirmationPathOf,
  onLeave,
  onConfirmed,
}: {
  session: SessionDetail;
  language: Language;
  showPath: string;
  /** The booking the page's address names (the confirmation's link). */
  bookingId: string | null;
  confirmationPathOf: (bookingId: string) => string;
  onLeave: (path: string) => void;
  /** The booking is confirmed: the address becomes its confirmation's. */
  onConfirmed: (path: string) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const seatsQuery = useQuery(getSessionSeatsQueryOptions(session.id, language));
  const rows = useMemo(
    () => (seatsQuery.data ? buildPlan(session.hall.seatMap, seatsQuery.data.seats) : []),
    [seatsQuery.data, session.hall.seatMap],
  );
  const hold = useHold(session.id, language, bookingId);
  const signedIn = useAuthState().status === "authenticated";
  const [selection, setSelection] = useState<string[]>([]);
  const [limitReached, setLimitReached] = useState(false);
  const [asList, setAsList] = useState(false);
  const [focus, setFocus] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  if (seatsQuery.isPending || (seatsQuery.isError && !seatsQuery.data)) {
    return <SkeletonCard lines={6} label={t("Booking.Loading")} />;
  }

  const focusId =
    focus ??
    rows.flatMap((row) => row.seats).find((seat) => seat.state === "free")?.id ??
    rows[0]?.seats[0]?.id ??
    "";

  function toggle(id: string) {
    void tunnelPart.preload();
    void confirmationPart.preload();
    const result = toggleSeat(rows, selection, id, session.maxSeats);
    setSelection(result.selection);
    setLimitReached(result.refused === "limit");
  }

  async function onContinue() {
    setNotice(null);
    try {
      await hold.place(selection);
    } catch (error) {
      const refusal = holdRefusalOf(error);
      if (refusal === "taken") {
        // The server names the seats in its words; the map asked again says which are gone.
        const fresh = await queryClient.fetchQuery({
          ...getSessionSeatsQueryOptions(session.id, language),
          staleTime: 0,
        });
        const free = new Set(fresh.seats.filter((seat) => seat.state === "free").map((seat) => seat.id));
        const taken = selection.filter((id) => !free.has(id));
        setSelection(selection.filter((id) => free.has(id)));
        setNotice({ kind: "taken", seats: taken });
      } else if (refusal === "closed") {
        await queryClient.invalidateQueries({ queryKey: sessionQueryKey(session.id, language) });
      } else {
        setNotice({ kind: refusal });
      }
    }
  }

  const stepLoading = <SkeletonCard lines={6} label={t("Booking.Loading")} />;
  if (hold.confirmed?.eticket) {
    return (
      <Suspense fallback={stepLoading}>
        <confirmationPart.Component
          ticket={hold.confirmed.eticket}
          mail={hold.confirmed.buyerMail ?? null}
          language={language}
          signedIn={signedIn}
        />
      </Suspense>
    );
  }

  if (hold.held) {
    return (
      <Suspense fallback={stepLoading}>
        <tunnelPart.Component
          key={hold.held.id}
          session={session}
          held={hold.held}
          rows={rows}
          language={language}
          releasing={hold.releasing}
          confirmationPath={confirmationPathOf(hold.held.id)}
          onExpired={() => {
            hold.expire();
            setNotice({ kind: "expired" });
          }}
          onChangeSeats={() => {
            setNotice(null);
            void hold.drop();
          }}
          onCancel={() => {
            void hold.drop().then(() => onLeave(showPath));
          }}
          onLeaving={hold.keep}
          onConfirmed={(booking) => {
            hold.confirm(booking);
            onConfirmed(confirmationPathOf(booking.id));
          }}
        />
      </Suspense>
    );
  }

  return (
    <div className="booking-layout">
      <section className="booking-map" aria-labelledby="booking-map-title">
        <div className="booking-map__head">
          <h2 id="booking-map-title" className="booking-section-title">
            {t("Booking.Map.Title")}
          </h2>
          <button
            type="button"
            className="booking-toggle"
            aria-pressed={asList}
            onClick={() => setAsList(!asList)}
          >
            {t("Booking.List.Show")}
          </button>
        </div>
        {notice ? <NoticeText notice={notice} rows={rows} /> : null}
        {asList ? (
          <SeatList rows={rows} selection={selection} onToggle={toggle} />
        ) : (
          <>
            <p id="seat-map-help" className="booking-muted">
              {t("Booking.Map.Help")}
            </p>
            <section className="booking-map__scroll" aria-label={t("Booking.Map.Region")}>
              <SeatMap
                plan={session.hall.seatMap}
                rows={rows}
                hallName={session.hall.name}
                selection={selection}
                focusId={focusId}
                onFocusChange={setFocus}
                onToggle={toggle}
              />
            </section>
          </>
        )}
      </section>
      <div className="booking-aside">
        <SelectionSummary
          rows={rows}
          selection={selection}
          max={session.maxSeats}
          limitReached={limitReached}
          busy={hold.placing}
          onContinue={() => void onContinue()}
        />
        <SeatLegend />
      </div>
    </div>
  );
}

function NoticeText({ notice, rows }: { notice: Notice; rows: Parameters<typeof seatById>[0] }) {
  const { t } = useTranslation();
  let text: string;
  if (notice.kind === "taken") {
    const names = notice.seats.flatMap((id) => {
      const seat = seatById(rows, id);
      return seat ? [seatShortName(seat, t)] : [];
    });
    text =
      names.length > 0
        ? t("Booking.Error.SeatsTaken", { count: names.length, seats: names.join(" ; ") })
        : t("Booking.Error.SeatsTakenUnknown");
  } else if (notice.kind === "stranded") {
    text = t("Booking.Error.Stranded");
  } else if (notice.kind === "expired") {
    text = t("Booking.Hold.Expired");
  } else {
    text = t("Booking.Error.Generic");
  }
  return (
    <p className="booking-notice" role="alert">
      {text}
    </p>
  );
}
