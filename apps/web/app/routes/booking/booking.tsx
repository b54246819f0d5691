import { Suspense } from "react";
import { useNavigate } from "react-router";
import { SeatPageLoading } from "../../features/booking/components/seat-page-loading";
import { catalogLocation } from "../../lib/catalog/catalog-seo.server";
import { preloadableLazy } from "../../lib/lazy/preloadable-lazy";
import type { RouteHandle } from "../../lib/routing/route-handle";
import type { Route } from "./+types/booking";

/**
 * The booking tunnel's seat page, `{language}/reserver/{session}` (nl `reserveren`, en `book`),
 * mounted by routes.ts at every language's path (`catalogRoutes("Booking")`). Public: guests book
 * too. A customer choosing seats gets the light footer.
 *
 * The server renders the page's frame (its loading state, which holds the footer below the fold);
 * the browser draws the rest from the API. The seat page's code is its own chunk, asked for as
 * this module runs and not awaited by hydration: the header, the consent banner and the rest of
 * the page come alive without it, and none of the tunnel's code is in a catalog page's
 * JavaScript (decision 004).
 */
export const handle = {
  screenName: "booking_seats",
  titleKey: "Title.Booking",
  descriptionKey: "Description.Booking",
  footer: "light",
} as const satisfies RouteHandle;

const seatPage = preloadableLazy(() =>
  import("../../features/booking/components/seat-page-entry").then((module) => module.SeatPageEntry),
);
if (!import.meta.env.SSR) {
  void seatPage.preload();
}

/**
 * As every catalog page (lib/catalog): the page answers at its one path, a path of another language
 * (`/en/reserver/{id}`) is a permanent redirect to it, and it names its path in every language for
 * the language switch. `?booking=`: a booking's confirmation (the order page's link once paid, a
 * reload after confirming).
 */
export function loader({ params, request }: Route.LoaderArgs) {
  const location = catalogLocation({ language: params.language }, request, "Booking", params.session);
  return {
    language: location.language,
    sessionId: params.session,
    bookingId: location.url.searchParams.get("booking"),
    alternatePaths: location.alternatePaths,
  };
}

export default function Booking({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  return (
    // The boundary lets hydration go on while the seat page's code loads: React keeps the server's
    // frame until then, and the seat page's first render draws that same frame.
    <Suspense fallback={<SeatPageLoading />}>
      {import.meta.env.SSR ? (
        <SeatPageLoading />
      ) : (
        <seatPage.Component
          language={loaderData.language}
          sessionId={loaderData.sessionId}
          bookingId={loaderData.bookingId}
          onLeave={(path) => void navigate(path)}
          onReplace={(path) => void navigate(path, { replace: true })}
        />
      )}
    </Suspense>
  );
}
