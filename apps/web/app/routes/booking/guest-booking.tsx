import { GuestBookingPage } from "../../features/booking/components/guest-booking-page";
import { catalogLocation } from "../../lib/catalog/catalog-seo.server";
import { QueryRoutes } from "../../lib/query/query-provider";
import type { RouteHandle } from "../../lib/routing/route-handle";
import type { Route } from "./+types/guest-booking";

/**
 * A guest's booking, `{language}/ma-reservation/{booking}` (nl `mijn-reservering`, en `my-booking`),
 * opened from the manage link of its e-ticket mail; the key is in the link's fragment, which only
 * the browser reads. Mounted by routes.ts at every language's path (`catalogRoutes("GuestBooking")`).
 */
export const handle = {
  screenName: "guest_booking",
  titleKey: "Title.GuestBooking",
  descriptionKey: "Description.GuestBooking",
  footer: "light",
} as const satisfies RouteHandle;

/**
 * As every catalog page: a path of another language is a permanent redirect to this language's
 * (the browser keeps the fragment across it), and the page names its path in every language.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  const location = catalogLocation({ language: params.language }, request, "GuestBooking", params.booking);
  return {
    language: location.language,
    bookingId: params.booking,
    alternatePaths: location.alternatePaths,
  };
}

export default function GuestBooking({ loaderData }: Route.ComponentProps) {
  // A public page: the root provides no query cache (decision 004), the page brings its own.
  return (
    <QueryRoutes>
      <GuestBookingPage language={loaderData.language} bookingId={loaderData.bookingId} />
    </QueryRoutes>
  );
}
