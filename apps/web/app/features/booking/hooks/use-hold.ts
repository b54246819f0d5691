import type { Booking } from "@cinelux/contract/booking";
import type { Language } from "@cinelux/contract/languages";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { getBooking } from "../api/get-booking";
import { refreshSessionSeats } from "../api/get-session-seats";
import { useHoldSeats } from "../api/hold-seats";
import { releaseBooking, useReleaseBooking } from "../api/release-booking";
import { forgetBooking, rememberedBooking } from "../booking-token";

/**
 * The hold of the chosen seats: placed by "Continue", released by "Change seats", "Cancel" or
 * leaving the page (best effort: a hold not released expires by itself). A hold whose release did
 * not arrive is found again when the tab that made it comes back to the session.
 */
export function useHold(sessionId: string, language: Language) {
  const queryClient = useQueryClient();
  const [held, setHeld] = useState<Booking | null>(null);
  const [expired, setExpired] = useState(false);
  const holdSeats = useHoldSeats(language);
  const release = useReleaseBooking(language);
  // The hold to release if the page goes: read by the listeners below, set at each change.
  const current = useRef<Booking | null>(null);
  current.current = held;

  useEffect(() => {
    const id = rememberedBooking(sessionId);
    if (!id) {
      return;
    }
    const controller = new AbortController();
    getBooking(id, language, controller.signal)
      .then((booking) => {
        if (booking.stage === "held" && Date.parse(booking.expiresAt) > Date.now()) {
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
  }, [sessionId, language]);

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

  return {
    held,
    expired,
    placing: holdSeats.isPending,
    releasing: release.isPending,
    place,
    drop,
    expire,
  };
}
