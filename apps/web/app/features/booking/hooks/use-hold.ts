import type { Booking } from "@cinelux/contract/booking";
import type { Language } from "@cinelux/contract/languages";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { getBooking } from "../api/get-booking";
import { refreshSessionSeats } from "../api/get-session-seats";
import { useHoldSeats } from "../api/hold-seats";
import { releaseBooking, useReleaseBooking } from "../api/release-booking";
import { forgetBooking, forgetCurrentBooking, rememberBooking, rememberedBooking } from "../booking-token";

/**
 * The hold of the chosen seats: placed by "Continue", released by "Change seats", "Cancel" or
 * leaving the page (best effort: a hold not released expires by itself), kept while the page leaves
 * for the payment provider. A hold whose release did not arrive is found again when the tab that
 * made it comes back to the session; a booking named by the page's address (`bookingId`, the
 * confirmation's link) is read too, and shown confirmed once it is.
 */
export function useHold(sessionId: string, language: Language, bookingId?: string | null) {
  const queryClient = useQueryClient();
  const [held, setHeld] = useState<Booking | null>(null);
  const [confirmed, setConfirmed] = useState<Booking | null>(null);
  const [expired, setExpired] = useState(false);
  const holdSeats = useHoldSeats(language);
  const release = useReleaseBooking(language);
  // The hold to release if the page goes: read by the listeners below, set at each change.
  const current = useRef<Booking | null>(null);
  // Set while the page leaves for the payment provider: the hold is not released on the way.
  const kept = useRef(false);
  current.current = kept.current ? null : held;

  useEffect(() => {
    const id = bookingId ?? rememberedBooking(sessionId);
    if (!id) {
      return;
    }
    const controller = new AbortController();
    getBooking(id, language, controller.signal)
      .then((booking) => {
        if (booking.stage === "confirmed" && booking.sessionId === sessionId) {
          forgetCurrentBooking(sessionId);
          setConfirmed(booking);
        } else if (booking.stage === "held" && Date.parse(booking.expiresAt) > Date.now()) {
          rememberBooking(sessionId, booking.id);
          setHeld(booking);
        } else {
          forgetBooking(sessionId, id);
        }
      })
      .catch(() => {
        // Gone, or someone else's: there is no hold to resume.
        if (!controller.signal.aborted) {
          forgetBooking(sessionId, id);
        }
      });
    return () => controller.abort();
  }, [sessionId, language, bookingId]);

  useEffect(() => {
    const leave = () => {
      const booking = current.current;
      if (booking) {
        current.current = null;
        // Remembered until the release is known to have arrived: else the tab finds the hold again.
        void releaseBooking(booking.id, language, true).then(
          () => forgetBooking(booking.sessionId, booking.id),
          () => undefined,
        );
      }
    };
    // A page kept in the back-forward cache comes back showing the map: its hold is gone.
    const hide = () => {
      leave();
      setHeld(null);
    };
    window.addEventListener("pagehide", hide);
    return () => {
      window.removeEventListener("pagehide", hide);
      // The page is left inside the app (a link, the back button): the hold goes with it.
      leave();
    };
  }, [language]);

  const place = useCallback(
    async (seats: string[]) => {
      setExpired(false);
      kept.current = false;
      const booking = await holdSeats.mutateAsync({ sessionId, seats });
      setHeld(booking);
      return booking;
    },
    [holdSeats, sessionId],
  );

  const drop = useCallback(async () => {
    const booking = current.current;
    if (!booking) {
      return;
    }
    current.current = null;
    setHeld(null);
    await release.mutateAsync({ bookingId: booking.id, sessionId: booking.sessionId }).catch(() => undefined);
  }, [release]);

  const expire = useCallback(() => {
    const booking = current.current;
    if (booking) {
      forgetBooking(booking.sessionId, booking.id);
    }
    current.current = null;
    setHeld(null);
    setExpired(true);
    void refreshSessionSeats(queryClient, sessionId);
  }, [queryClient, sessionId]);

  /** The page leaves for the provider: the hold stays for the payment, found again on coming back. */
  const keep = useCallback(() => {
    kept.current = true;
    current.current = null;
  }, []);

  /** Confirmed: nothing to release; the tab keeps the guest's token to show the ticket again. */
  const confirm = useCallback(
    (booking: Booking) => {
      current.current = null;
      forgetCurrentBooking(sessionId);
      setHeld(null);
      setConfirmed(booking);
    },
    [sessionId],
  );

  return {
    held,
    confirmed,
    keep,
    confirm,
    expired,
    placing: holdSeats.isPending,
    releasing: release.isPending,
    place,
    drop,
    expire,
  };
}
