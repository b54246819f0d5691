import type { Language } from "@cinelux/contract/languages";
import { useQuery } from "@tanstack/react-query";
import { catalogUrl } from "../../../lib/catalog/catalog-url";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Button, StatusPage } from "../../../ui";
import { getSessionQueryOptions } from "../api/get-session";
import { ClosedSession } from "./closed-session";
import { SeatChooser } from "./seat-chooser";
import { SeatPageLoading } from "./seat-page-loading";
import { SessionFacts } from "./session-facts";

/**
 * The booking tunnel's first screen (docs/screens/booking.md): the session, then its seats to
 * choose and hold — or why they cannot be, with the way back to the show.
 */
export function SeatPage({
  language,
  sessionId,
  bookingId,
  onLeave,
  onReplace,
}: {
  language: Language;
  sessionId: string;
  /** `?booking=` of the address: the booking to show (its confirmation), else the tab's own. */
  bookingId: string | null;
  /** Where "Cancel" goes once the hold is released: the show's page. */
  onLeave: (path: string) => void;
  /** The address replaced (the confirmation's, so that a reload shows it again). */
  onReplace: (path: string) => void;
}) {
  const { t } = useTranslation();
  const query = useQuery(getSessionQueryOptions(sessionId, language));

  if (query.isPending) {
    return <SeatPageLoading />;
  }
  if (query.isError) {
    return (
      <StatusPage
        illustration="error"
        title={t("Booking.Error.Load")}
        actions={<Button onClick={() => void query.refetch()}>{t("Booking.Error.Retry")}</Button>}
      >
        <p>{t("Booking.Error.LoadText")}</p>
      </StatusPage>
    );
  }
  const session = query.data;
  // The show's page in this language; the catalog sends an event asked as a film to its own path.
  const showPath = catalogUrl("", language, { page: "Show", slug: session.show.slug }, t);
  const bookingPath = catalogUrl("", language, { page: "Booking", slug: session.id }, t);
  const confirmationPathOf = (id: string) => `${bookingPath}?booking=${encodeURIComponent(id)}`;
  if (session.closed) {
    return <ClosedSession reason={session.closed} title={session.show.title} showPath={showPath} />;
  }
  return (
    <div className="booking-page">
      <a className="booking-back" href={showPath}>
        {t("Booking.BackToShow", { title: session.show.title })}
      </a>
      <SessionFacts session={session} language={language} />
      <SeatChooser
        session={session}
        language={language}
        showPath={showPath}
        bookingId={bookingId}
        confirmationPathOf={confirmationPathOf}
        onLeave={onLeave}
        onConfirmed={onReplace}
      />
    </div>
  );
}
