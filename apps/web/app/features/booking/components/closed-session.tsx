import type { SessionClosedReason } from "@cinelux/contract/booking";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { buttonClass, StatusPage } from "../../../ui";

const TEXTS = {
  past: ["Booking.Closed.past", "Booking.Closed.pastText"],
  soldOut: ["Booking.Closed.soldOut", "Booking.Closed.soldOutText"],
  notBookable: ["Booking.Closed.notBookable", "Booking.Closed.notBookableText"],
} as const satisfies Record<SessionClosedReason, readonly [string, string]>;

/** A session whose seats cannot be chosen says why, and leads back to the show's other sessions. */
export function ClosedSession({
  reason,
  title,
  showPath,
}: {
  reason: SessionClosedReason;
  title: string;
  showPath: string;
}) {
  const { t } = useTranslation();
  const [heading, text] = TEXTS[reason];
  return (
    <StatusPage
      illustration="empty-tickets"
      eyebrow={title}
      title={t(heading)}
      actions={
        // A plain link: the show's page is the catalog's, rendered by the server.
        <a className={buttonClass({ variant: "primary" })} href={showPath}>
          {t("Booking.Closed.Back")}
        </a>
      }
    >
      <p>{t(text)}</p>
    </StatusPage>
  );
}
