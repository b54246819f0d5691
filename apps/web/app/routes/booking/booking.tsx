import { useNavigate } from "react-router";
import bookingStyles from "../../features/booking/components/booking.css?url";
import { SeatPage } from "../../features/booking/components/seat-page";
import { requireLanguage } from "../../lib/domain/route-language";
import { ensureLanguage } from "../../lib/i18n/client-i18n";
import { QueryRoutes } from "../../lib/query/query-provider";
import type { RouteHandle } from "../../lib/routing/route-handle";
import { PageLoading } from "../../shell/page-loading";
import type { Route } from "./+types/booking";

/**
 * The booking tunnel's seat page, `{language}/reserver/{session}` (nl `reserveren`, en `book`),
 * mounted by routes.ts at every language's path (`catalogRoutes("Booking")`). Public: guests book
 * too. Rendered in the browser and its own chunk, so none of the tunnel's code is in a catalog
 * page's JavaScript (decision 004). A customer choosing seats gets the light footer.
 */
export const handle = {
  screenName: "booking_seats",
  titleKey: "Title.Booking",
  descriptionKey: "Description.Booking",
  footer: "light",
} as const satisfies RouteHandle;

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: bookingStyles }];

export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const language = requireLanguage(params.language);
  await ensureLanguage(language);
  // ?booking=: a booking's confirmation (the order page's link once paid, a reload after confirming).
  const bookingId = new URL(request.url).searchParams.get("booking");
  return { language, sessionId: params.session, bookingId };
}

export function HydrateFallback() {
  return <PageLoading />;
}

export default function Booking({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  return (
    <QueryRoutes>
      {/* Another session is another page: its choice and hold start afresh. */}
      <SeatPage
        key={loaderData.sessionId}
        language={loaderData.language}
        sessionId={loaderData.sessionId}
        bookingId={loaderData.bookingId}
        onLeave={(path) => void navigate(path)}
        onReplace={(path) => void navigate(path, { replace: true })}
      />
    </QueryRoutes>
  );
}
