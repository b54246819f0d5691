import { shareLinkOf } from "@cinelux/contract/eticket-rules";
import type { Eticket } from "@cinelux/contract/etickets";
import type { Language } from "@cinelux/contract/languages";
import { useQuery } from "@tanstack/react-query";
import { getAccountQueryOptions } from "../../../lib/account/get-account";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { paths } from "../../../lib/routing/paths";
import { ButtonLink } from "../../../ui";
import { EticketCard } from "./eticket-card";
import { StepHeading } from "./step-heading";

/**
 * The booking confirmed (SPEC 3 E-ticket): the film, cinema, day, hall and seats, the QR of its code
 * as the wallet draws it, the booking number, where the mail went, the SPEC 7 share link, for a
 * signed-in customer the wallet's e-tickets, and for a guest where the link to manage it is.
 */
export function Confirmation({
  ticket,
  mail,
  language,
  signedIn,
}: {
  ticket: Eticket;
  mail: string | null;
  language: Language;
  signedIn: boolean;
}) {
  const { t } = useTranslation();
  // A customer's booking has no buyer's mail: the ticket went to the account's address.
  const account = useQuery({ ...getAccountQueryOptions(language), enabled: signedIn && !mail });
  const sentTo = mail ?? (signedIn ? account.data?.mail : null) ?? null;
  const share = shareLinkOf({
    origin: window.location.origin,
    language,
    cinemaId: ticket.cinema.id,
    sessionId: ticket.session.id,
  });
  return (
    <section className="booking-confirmation" aria-labelledby="booking-step-title">
      <StepHeading id="booking-step-title">{t("Booking.Confirmation.Title")}</StepHeading>
      <EticketCard ticket={ticket} language={language} />
      {sentTo ? <p>{t("Booking.Confirmation.Mail", { mail: sentTo })}</p> : null}
      {/* A guest comes back through the mail's manage link: its key is known only to the mail. */}
      {signedIn ? null : <p>{t("Booking.Confirmation.ManageByMail")}</p>}
      <p>
        {t("Booking.Confirmation.Share")}{" "}
        <a href={share} className="booking-confirmation__share">
          {share}
        </a>
      </p>
      {signedIn ? (
        <div className="booking-actions">
          <ButtonLink to={paths.tickets(language)}>{t("Booking.Confirmation.Wallet")}</ButtonLink>
        </div>
      ) : null}
    </section>
  );
}
