import { type DomainId, TECHNOLOGIES, type Technology } from "@cinelux/contract";
import type { DemoCinema } from "./cinemas.ts";

/** A demo cinema's hall (SPEC 3 Cinema `theaters`): the seed stores it, the web's fakes answer it. */
export interface DemoHall {
  /** As the hall's sessions name it (`auditoriumName`): "Salle 1", "Zaal 3". */
  name: string;
  seatCount: number;
  technologies: Technology[];
}

const HALL_WORD: Record<DomainId, string> = { fr: "Salle", nl: "Zaal" };

/**
 * Hall `index + 1` of a demo cinema, without its seats: its name, and the premium format it carries
 * (the first halls carry the cinema's premium formats, one each in the order of its tags: hall 1
 * IMAX, hall 2 Dolby...). The seed's and the fakes' sessions take their auditorium from it.
 */
export function demoHall(
  cinema: Pick<DemoCinema, "domain" | "tags">,
  index: number,
): Omit<DemoHall, "seatCount"> {
  const premium = cinema.tags.filter((tag): tag is Technology =>
    (TECHNOLOGIES as readonly string[]).includes(tag),
  );
  const format = premium[index];
  return { name: `${HALL_WORD[cinema.domain]} ${index + 1}`, technologies: format ? [format] : [] };
}

/**
 * The demo cinema's halls, derived from its facts alone so the seed and the fakes agree: halls
 * numbered 1 to `hallCount` (demoHall); the seats shared out from the largest hall to the
 * smallest (hall 1 about twice hall N), the remainder one by one to the first halls, so they add up
 * to `seatCount`.
 */
export function demoCinemaHalls(
  cinema: Pick<DemoCinema, "domain" | "tags" | "hallCount" | "seatCount">,
): DemoHall[] {
  const count = cinema.hallCount;
  if (count <= 0) {
    return [];
  }
  const weights = Array.from({ length: count }, (_, index) => 2 * count - index);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const seats = weights.map((weight) => Math.floor((cinema.seatCount * weight) / total));
  let left = cinema.seatCount - seats.reduce((sum, n) => sum + n, 0);
  for (let index = 0; left > 0; index = (index + 1) % count, left -= 1) {
    seats[index] = (seats[index] ?? 0) + 1;
  }
  return weights.map((_, index) => ({ ...demoHall(cinema, index), seatCount: seats[index] ?? 0 }));
}
