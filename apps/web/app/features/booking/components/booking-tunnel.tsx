import type { Booking, SessionDetail } from "@cinelux/contract/booking";
import type { Language } from "@cinelux/contract/languages";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { getCardsQueryOptions } from "../../../lib/account/cards";
import { getAccountQueryOptions } from "../../../lib/account/get-account";
import { getWalletQueryOptions, invalidateWalletAndTickets } from "../../../lib/account/wallet";
import { useAuthState } from "../../../lib/auth/use-auth-state";
import { rememberCheckoutNext } from "../../../lib/checkout/checkout-origin";
import { useCheckout } from "../../../lib/checkout/use-checkout";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Button, SkeletonCard } from "../../../ui";
import { checkoutBooking } from "../api/checkout-booking";
import { getBookingQueryOptions } from "../api/get-booking";
import { getSessionConcessionsQueryOptions } from "../api/get-session-concessions";
import { getSessionPricesQueryOptions } from "../api/get-session-prices";
import { activePassCards, cardsWithPlaces, giftCardsWithBalance } from "../choices";
import { useChoices } from "../hooks/use-choices";
import type { PlanRow } from "../seat-plan";
import { type TunnelRefusal, tunnelRefusalOf } from "../tunnel-errors";
import { ExtrasStep } from "./extras-step";
import { HeldSeatsStep } from "./held-seats-step";
import { HoldPanel } from "./hold-panel";
import { PayStep } from "./pay-step";
import { QuoteCard } from "./quote-card";
import { StepIndicator, TUNNEL_STEPS, type TunnelStep } from "./step-indicator";
import { TicketsStep } from "./tickets-step";

/**
 * The tunnel once seats are held (docs/screens/booking.md): Tickets, Extras and Pay, with the step
 * indicator, the hold's countdown and the server's quote beside every step. Back keeps the hold;
 * "Change seats" and "Cancel" release it.
 */
export function BookingTunnel({
  session,
  held,
  rows,
  language,
  releasing,
  confirmationPath,
  onChangeSeats,
  onCancel,
  onExpired,
  onLeaving,
  onConfirmed,
}: {
  session: SessionDetail;
  held: Booking;
  rows: readonly PlanRow[];
  language: Language;
  releasing: boolean;
  /** The page that shows this booking confirmed: where the order page leads once it is paid. */
  confirmationPath: string;
  onChangeSeats: () => void;
  onCancel: () => void;
  onExpired: () => void;
  /** The page leaves for the payment provider: the hold stays. */
  onLeaving: () => void;
  onConfirmed: (booking: Booking) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const signedIn = useAuthState().status === "authenticated";
  const [step, setStep] = useState<TunnelStep>("tickets");
  const [notice, setNotice] = useState<TunnelRefusal | null>(null);
  const refuse = (refusal: TunnelRefusal) => (refusal === "expired" ? onExpired() : setNotice(refusal));
  const chosen = useChoices(held, language, refuse);
  const prices = useQuery(getSessionPricesQueryOptions(session.id, language));
  const menu = useQuery(getSessionConcessionsQueryOptions(session.id, language));
  const cards = useQuery({ ...getCardsQueryOptions(language), enabled: signedIn });
  const wallet = useQuery({ ...getWalletQueryOptions(language), enabled: signedIn });
  // A signed-in customer's tickets go to the account's mail; a guest's to the mail given at Tickets.
  const accountMail = useQuery({
    ...getAccountQueryOptions(language),
    enabled: signedIn,
    select: (account) => account.mail,
  });
  const giftCards = giftCardsWithBalance(wallet.data);

  const checkout = useCheckout<{ bookingId: string }>({
    language,
    send: async ({ bookingId }, key) => {
      const answer = await checkoutBooking(bookingId, language, key);
      if ("status" in answer) {
        return null;
      }
      rememberCheckoutNext(answer.orderId, { path: confirmationPath, step: "eticket" });
      onLeaving();
      return answer;
    },
    onSettled: () => invalidateWalletAndTickets(queryClient),
  });

  async function pay() {
    setNotice(null);
    try {
      const answer = await checkout.pay({ bookingId: held.id });
      if (answer === null) {
        // Confirmed at once (nothing left to pay): the booking read again carries its e-ticket.
        const booking = await queryClient.fetchQuery({
          ...getBookingQueryOptions(held.id, language),
          staleTime: 0,
        });
        await invalidateWalletAndTickets(queryClient);
        onConfirmed(booking);
      }
    } catch (error) {
      refuse(tunnelRefusalOf(error));
    }
  }

  function go(next: TunnelStep) {
    if (step === "tickets" && next === "extras" && !signedIn && !chosen.setMail(mailInput())) {
      document.getElementById("booking-buyer-mail")?.focus();
      return;
    }
    setNotice(null);
    setStep(next);
  }

  const index = TUNNEL_STEPS.indexOf(step);
  const previous = TUNNEL_STEPS[index - 1];
  const next = TUNNEL_STEPS[index + 1];
  const mailError = chosen.mailProblem ? t(`Booking.Tickets.Mail.${chosen.mailProblem}`) : null;

  return (
    <div className="booking-tunnel">
      <StepIndicator current={step} />
      <div className="booking-layout booking-layout--tunnel">
        <div className="booking-main">
          {notice ? (
            <p className="booking-notice" role="alert">
              {t(`Booking.Tunnel.Error.${notice}`)}
            </p>
          ) : null}
          {step === "seats" ? (
            <HeldSeatsStep booking={held} rows={rows} />
          ) : step === "tickets" ? (
            prices.data ? (
              <TicketsStep
                prices={prices.data}
                rows={rows}
                choices={chosen.choices}
                language={language}
                passCards={activePassCards(cards.data)}
                placeCards={cardsWithPlaces(wallet.data)}
                guest={!signedIn}
                mailError={mailError}
                refused={chosen.ticketProblems}
                onTicket={chosen.setTicket}
                onMail={(mail) => void chosen.setMail(mail)}
              />
            ) : prices.isError ? (
              <div className="booking-step">
                <p role="alert">{t("Booking.Tickets.LoadError")}</p>
                <Button variant="secondary" onClick={() => void prices.refetch()}>
                  {t("Booking.Error.Retry")}
                </Button>
              </div>
            ) : (
              <SkeletonCard lines={4} label={t("Booking.Loading")} />
            )
          ) : step === "extras" ? (
            <ExtrasStep
              menu={menu.data}
              choices={chosen.choices}
              language={language}
              giftCards={giftCards}
              onQuantity={chosen.setQuantity}
              onAtSeat={chosen.setAtSeat}
              onGiftCard={chosen.setGiftCard}
            />
          ) : (
            <PayStep
              session={session}
              booking={chosen.booking}
              rows={rows}
              choices={chosen.choices}
              language={language}
              giftCards={giftCards}
              mail={
                signedIn
                  ? (accountMail.data ?? chosen.booking.buyerMail ?? null)
                  : (chosen.booking.buyerMail ?? chosen.choices.buyerMail ?? null)
              }
              busy={checkout.isPending || chosen.updating}
              onGiftCard={chosen.setGiftCard}
              onPay={() => void pay()}
            />
          )}
          <div className="booking-actions booking-step__nav">
            {previous ? (
              <Button variant="secondary" onClick={() => go(previous)}>
                {t("Booking.Tunnel.Back")}
              </Button>
            ) : null}
            {next ? (
              <Button
                className="booking-step__next"
                onClick={() => go(next)}
                disabled={step === "tickets" && !prices.data}
              >
                {step === "extras" && chosen.choices.concessions.length === 0
                  ? t("Booking.Tunnel.Skip")
                  : t("Booking.Tunnel.Next")}
              </Button>
            ) : null}
          </div>
        </div>
        <div className="booking-aside">
          <HoldPanel
            booking={held}
            rows={rows}
            language={language}
            busy={releasing}
            onExpired={onExpired}
            onChange={onChangeSeats}
            onCancel={onCancel}
          />
          <QuoteCard
            quote={chosen.booking.quote}
            rows={rows}
            language={language}
            updating={chosen.updating}
          />
        </div>
      </div>
    </div>
  );
}

function mailInput(): string {
  const input = document.getElementById("booking-buyer-mail");
  return input instanceof HTMLInputElement ? input.value : "";
}
