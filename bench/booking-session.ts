/**
 * The session the booking section and the seat page's Lighthouse audit use: a future session of the
 * demo data, found as a visitor finds it — the show page's sessions (GET /api/show/{slug}), then the
 * session itself (GET /api/sessions/{id}) — never through the database, whose ids differ per seed.
 */
import type { SessionDetail, ShowResponse } from "@cinelux/contract";
import type { PlanSeat } from "./booking-plan.ts";

/** The show whose page Lighthouse audits too (LIGHTHOUSE_PAGES). */
const SHOW = "metropolis";
/** Far enough ahead that the session cannot start, and close, during a bench. */
const AHEAD_MS = 3 * 3_600_000;
/** Sessions looked at: the largest open hall among them is taken, so 50 buyers have room. */
const CANDIDATES = 12;

export interface BenchSession {
  id: string;
  /** "Metropolis, Cinélux Montparnasse, Salle 2, 2026-11-30T13:00:00.000Z". */
  label: string;
  seatCount: number;
  seats: PlanSeat[];
}

async function json<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) {
    throw new Error(`${url} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  }
  return (await response.json()) as T;
}

/** The open session with the largest hall among the show page's first sessions at least 3 hours ahead. */
export async function findFutureSession(base: string): Promise<BenchSession> {
  const show = await json<ShowResponse>(`${base}/api/show/${SHOW}?language=fr`);
  const soonest = Date.now() + AHEAD_MS;
  const candidates = show.cinemas
    .flatMap((cinema) => cinema.days.flatMap((day) => day.sessions))
    .filter((session) => Date.parse(session.startsAt) >= soonest)
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.id.localeCompare(b.id))
    .slice(0, CANDIDATES);
  let best: SessionDetail | undefined;
  for (const candidate of candidates) {
    const session = await json<SessionDetail>(`${base}/api/sessions/${candidate.id}?language=fr`);
    if (session.closed === null && (!best || session.hall.seatCount > best.hall.seatCount)) {
      best = session;
    }
  }
  if (!best) {
    throw new Error(`no open session of /api/show/${SHOW} starts 3 hours from now or later`);
  }
  return {
    id: best.id,
    label: `${best.show.title}, ${best.cinema.name}, ${best.hall.name}, ${best.startsAt}`,
    seatCount: best.hall.seatCount,
    seats: best.hall.seatMap.zones.flatMap((zone) =>
      zone.rows.flatMap((row) =>
        row.seats.map((seat) => ({
          id: seat.id,
          row: row.label,
          x: seat.x,
          ...(seat.pair === undefined ? {} : { pair: seat.pair }),
          ...(seat.blocked === undefined ? {} : { blocked: seat.blocked }),
        })),
      ),
    ),
  };
}
