import type { DomainId } from "@cinelux/contract/domains";
import type { FavouriteCinemaChoice } from "@cinelux/contract/favourites";
import { FAKE_CINEMAS } from "./catalog";
import { fakeCinemaUuid } from "./history";

/**
 * The picker's cinemas of a domain, from the fake catalog, numbered as the server's seed numbers its
 * cinemas (CCS0001 / V0001…, docs/domain/favourites-friends.md).
 */
export function fakeCinemaChoices(domain: DomainId): FavouriteCinemaChoice[] {
  return FAKE_CINEMAS.map((cinema, index) => ({ cinema, number: String(index + 1).padStart(4, "0") }))
    .filter(({ cinema }) => cinema.domain === domain)
    .map(({ cinema, number }) => ({
      id: fakeCinemaUuid(cinema.slug),
      name: cinema.name,
      codeCcs: `CCS${number}`,
      vistaRef: `V${number}`,
      city: cinema.city,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The fake customer's favourites at the start: two cinemas of each domain, by id. */
export function fakeInitialFavourites(): string[] {
  return (["fr", "nl"] as const).flatMap((domain) =>
    fakeCinemaChoices(domain)
      .slice(0, 2)
      .map((choice) => choice.id),
  );
}
