// First: zod probes eval as it builds an object schema, which the site's CSP refuses. The seat page's
// own modules build none (they read the contract's zod-free terms); the steps after the hold, loaded
// later, build the contract's schemas, by then under this setting.
import "../../../lib/environment/zod-without-eval";
import type { Language } from "@cinelux/contract/languages";
import { QueryRoutes } from "../../../lib/query/query-provider";
import { SeatPage } from "./seat-page";
// The tunnel's styles come with its code, not with the HTML: the server's frame needs only the
// site's styles, and this file is loaded after the first paint (routes/booking/booking.tsx).
import "./booking.css";

/**
 * The seat page with the query cache it reads through: the part of the route loaded on demand, so
 * that neither TanStack Query, the contract's schemas nor the tunnel are among the scripts the
 * page's hydration waits for (decision 004).
 */
export function SeatPageEntry(props: {
  language: Language;
  sessionId: string;
  bookingId: string | null;
  onLeave: (path: string) => void;
  onReplace: (path: string) => void;
}) {
  const { language, sessionId, bookingId, onLeave, onReplace } = props;
  return (
    <QueryRoutes>
      {/* Another session is another page: its choice and hold start afresh. */}
      <SeatPage
        key={sessionId}
        language={language}
        sessionId={sessionId}
        bookingId={bookingId}
        onLeave={onLeave}
        onReplace={onReplace}
      />
    </QueryRoutes>
  );
}
