import { type MapSeat, type SeatMap, seatsOfMap } from "@cinelux/contract";

/** Which hall, and which version of its map row (`hall_seat_maps.xmin`, new on every write of the row). */
export interface HallMapKey {
  cinemaId: string;
  hallName: string;
  version: string;
}

/** A hall's map with what every hold and seats read derives from it, computed once per version. */
export interface HallMap {
  version: string;
  seatMap: SeatMap;
  seats: (MapSeat & { row: string })[];
  byId: Map<string, MapSeat & { row: string }>;
}

/**
 * Each hall's seat map, kept per process while its row's version stays the same: a hold or a seats
 * read asks the database for the version only (a few bytes), not the map (kilobytes of JSON to
 * send, parse and walk each time). A map changes when the back-office imports one; any write of its
 * row gives it a new version, so the next request that reads the new version loads it again. Halls
 * are few and known: one entry each, no eviction needed.
 */
export class HallMapCache {
  private readonly entries = new Map<string, { version: string; value: Promise<HallMap | undefined> }>();
  private readonly load: (hall: Omit<HallMapKey, "version">) => Promise<HallMap | undefined>;

  constructor(load: (hall: Omit<HallMapKey, "version">) => Promise<HallMap | undefined>) {
    this.load = load;
  }

  get(key: HallMapKey): Promise<HallMap | undefined> {
    const name = `${key.cinemaId}/${key.hallName}`;
    const entry = this.entries.get(name);
    if (entry && entry.version === key.version) {
      return entry.value;
    }
    const value = this.load(key).then(
      (map) => {
        // Kept under the version actually loaded: a map written since the caller's read is the newer.
        if (map && this.entries.get(name)?.value === value) {
          this.entries.set(name, { version: map.version, value });
        }
        return map;
      },
      (error: unknown) => {
        // A failed load is not kept: the next request asks again.
        if (this.entries.get(name)?.value === value) {
          this.entries.delete(name);
        }
        throw error;
      },
    );
    this.entries.set(name, { version: key.version, value });
    return value;
  }
}

export function hallMapOf(seatMap: SeatMap, version: string): HallMap {
  const seats = seatsOfMap(seatMap);
  return { version, seatMap, seats, byId: new Map(seats.map((seat) => [seat.id, seat])) };
}
