import { domainFromHost } from "@cinelux/contract/domains";
import {
  AddFavouriteCinemasRequestSchema,
  type FavouriteCinema,
  favouritesAfterAdding,
  RemoveFavouriteCinemasRequestSchema,
} from "@cinelux/contract/favourites";
import { HttpResponse, http } from "msw";
import { fakeCinemaChoices, fakeInitialFavourites } from "../data/favourites";
import { type FakeState, fakeDb } from "../fake-db";
import { coded, signedInBody, unauthorized } from "../fake-responses";

/**
 * The favourite cinemas on the fakes (docs/domain/favourites-friends.md), on the contract's
 * rules as the server: the request's domain's cinemas only, the whole add refused with 409
 * FAVOURITES_LIMIT past MAX_FAVOURITE_CINEMAS, one unknown id a 404 and nothing changed.
 */

/** The favourites by id, in the order added; a reset (a test) starts from the initial ones. */
const favourites = new WeakMap<FakeState, string[]>();

export function fakeFavouriteIds(): string[] {
  const state = fakeDb();
  let ids = favourites.get(state);
  if (!ids) {
    ids = fakeInitialFavourites();
    favourites.set(state, ids);
  }
  return ids;
}

function domainOf(request: Request) {
  return domainFromHost(request.headers.get("host") ?? new URL(request.url).host).id;
}

function listOf(request: Request): FavouriteCinema[] {
  const choices = new Map(fakeCinemaChoices(domainOf(request)).map((choice) => [choice.id, choice]));
  return fakeFavouriteIds().flatMap((id) => {
    const choice = choices.get(id);
    return choice
      ? [{ id: choice.id, name: choice.name, codeCcs: choice.codeCcs, vistaRef: choice.vistaRef }]
      : [];
  });
}

const notFound = (request: Request) => coded(request, "FAVOURITE_CINEMA_NOT_FOUND");

export const favouritesHandlers = [
  http.get(
    "*/api/accounts/me/cinemas",
    ({ request }) => unauthorized(request) ?? HttpResponse.json(listOf(request)),
  ),

  http.get(
    "*/api/accounts/me/cinemas/choices",
    ({ request }) => unauthorized(request) ?? HttpResponse.json(fakeCinemaChoices(domainOf(request))),
  ),

  http.patch("*/api/accounts/me/cinemas", async ({ request }) => {
    const parsed = await signedInBody(request, AddFavouriteCinemasRequestSchema);
    if (parsed.refused) {
      return parsed.refused;
    }
    const domainIds = new Set(fakeCinemaChoices(domainOf(request)).map((choice) => choice.id));
    if (!parsed.data.cinemas.every((id) => domainIds.has(id))) {
      return notFound(request);
    }
    const held = listOf(request).map((cinema) => cinema.id);
    const next = favouritesAfterAdding(held, parsed.data.cinemas);
    if (next.overLimit) {
      return coded(request, "FAVOURITES_LIMIT");
    }
    fakeFavouriteIds().push(...next.added);
    return HttpResponse.json(listOf(request));
  }),

  http.delete("*/api/accounts/me/cinemas", async ({ request }) => {
    const parsed = await signedInBody(request, RemoveFavouriteCinemasRequestSchema);
    if (parsed.refused) {
      return parsed.refused;
    }
    const held = new Set(listOf(request).map((cinema) => cinema.id));
    if (!parsed.data.cinemas.every((id) => held.has(id))) {
      return notFound(request);
    }
    const ids = fakeFavouriteIds();
    const kept = ids.filter((id) => !parsed.data.cinemas.includes(id));
    ids.splice(0, ids.length, ...kept);
    return HttpResponse.json(listOf(request));
  }),
];
