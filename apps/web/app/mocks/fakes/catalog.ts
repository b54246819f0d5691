import {
  CinemaSlugParamsSchema,
  MOBILE_CATALOG_PREFIX,
  ShowSlugParamsSchema,
  ShowsQuerySchema,
  ZoneParamsSchema,
  ZoneQuerySchema,
} from "@cinelux/contract/catalog";
import { type DomainId, domainFromHost } from "@cinelux/contract/domains";
import type { Language } from "@cinelux/contract/languages";
import { LanguageQuerySchema } from "@cinelux/contract/queries";
import { HttpResponse, http } from "msw";
import type * as z from "zod";
import { fakeSettings } from "../data/settings";
import { badRequest, coded, type error, unauthorized } from "../fake-responses";
import {
  fakeCinema,
  fakeCinemaShows,
  fakeCinemas,
  fakeShow,
  fakeShows,
  fakeTrailers,
  fakeZone,
} from "./catalog-programme";

/** SPEC 7: mobile apps name the domain's settings `mobileKey` in this header (docs/catalog.md). */
export const MOBILE_KEY_HEADER = "x-lcpg-mobile-key";

/** Like the server, the Host header names the site (the dev SSR sends the browser's); else the URL's. */
function siteOf(request: Request): { domain: DomainId; languages: readonly Language[] } {
  const { id, languages } = domainFromHost(request.headers.get("host") ?? new URL(request.url).host);
  return { domain: id, languages };
}

/**
 * As the server (docs/catalog.md "Mobile apps"): a mobile key other than the domain's is refused; no
 * header is a browser's call, which passes on the web catalog and is refused on the mobile one (the
 * handlers' `*` prefix matches MOBILE_CATALOG_PREFIX too).
 */
function wrongMobileKey(request: Request, domain: DomainId) {
  const url = new URL(request.url);
  const given = request.headers.get(MOBILE_KEY_HEADER);
  if (given === null) {
    return url.pathname.startsWith(`${MOBILE_CATALOG_PREFIX}/api/`)
      ? coded(request, "MOBILE_KEY_REQUIRED")
      : null;
  }
  return given === fakeSettings(domain, url.origin).mobileKey ? null : coded(request, "MOBILE_KEY_INVALID");
}

type Checked<T> =
  | { data: T; refused?: undefined }
  | { data?: undefined; refused: ReturnType<typeof badRequest> };

function check<T>(request: Request, schema: z.ZodType<T>, input: Record<string, string>): Checked<T> {
  const parsed = schema.safeParse(input);
  return parsed.success
    ? { data: parsed.data }
    : { refused: badRequest(request, parsed.error.issues, input) };
}

function queryOf(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams);
}

function paramsOf(params: Record<string, string | readonly string[] | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params).map(([key, value]) => [
      key,
      Array.isArray(value) ? value.join("/") : String(value),
    ]),
  );
}

const notFound = {
  show: (request: Request) => coded(request, "SHOW_NOT_FOUND"),
  cinema: (request: Request) => coded(request, "CINEMA_NOT_FOUND"),
  zone: (request: Request) => coded(request, "ZONE_NOT_FOUND"),
};

type Refused = ReturnType<typeof error>;

interface CatalogCall<P, Q> {
  domain: DomainId;
  /** `?language=`, else the domain's first language, as the server answers. */
  language: Language;
  path: P;
  query: Q;
}

/**
 * One catalog request checked in the server's order: the mobile key (401), the Bearer token of the
 * v4 call (401), the path then the query against the contract's schemas (400 naming the fields).
 */
function catalogCall<P, Q extends { language?: Language }>(
  request: Request,
  params: Record<string, string | readonly string[] | undefined>,
  schemas: { path?: z.ZodType<P>; query: z.ZodType<Q>; bearer?: boolean },
): { refused: Refused } | { refused?: undefined; call: CatalogCall<P, Q> } {
  const { domain, languages } = siteOf(request);
  const refused = wrongMobileKey(request, domain) ?? (schemas.bearer ? unauthorized(request) : null);
  if (refused) {
    return { refused };
  }
  const path = schemas.path ? check(request, schemas.path, paramsOf(params)) : { data: undefined as P };
  if (path.refused) {
    return { refused: path.refused };
  }
  const query = check(request, schemas.query, queryOf(request));
  if (query.refused) {
    return { refused: query.refused };
  }
  const language = query.data.language ?? (languages[0] as Language);
  return { call: { domain, language, path: path.data as P, query: query.data } };
}

/** Answers a checked catalog call, or its refusal in the server's order. */
function answerCatalog<P, Q extends { language?: Language }>(
  request: Request,
  params: Record<string, string | readonly string[] | undefined>,
  schemas: { path?: z.ZodType<P>; query: z.ZodType<Q>; bearer?: boolean },
  answer: (call: CatalogCall<P, Q>) => Response,
): Response {
  const checked = catalogCall(request, params, schemas);
  return checked.refused ?? answer(checked.call);
}

/** The browser's and the mobile apps' show lists answer the same, the filters less the language. */
function showsAnswer({ domain, language, query }: CatalogCall<unknown, z.infer<typeof ShowsQuerySchema>>) {
  const { language: _language, ...filters } = query;
  return HttpResponse.json(fakeShows(domain, language, filters));
}

const cinemaSchemas = { path: CinemaSlugParamsSchema, query: LanguageQuerySchema };

/** The public catalog API (docs/catalog.md) over the fake catalog (fakes/catalog-programme.ts). */
export const catalogHandlers = [
  http.get("*/api/shows", ({ request, params }) =>
    answerCatalog(request, params, { query: ShowsQuerySchema }, showsAnswer),
  ),

  http.get("*/api/shows/trailers", ({ request, params }) =>
    answerCatalog(request, params, { query: LanguageQuerySchema }, ({ domain, language }) =>
      HttpResponse.json(fakeTrailers(domain, language)),
    ),
  ),

  http.get("*/api/show/:slug", ({ request, params }) =>
    answerCatalog(
      request,
      params,
      { path: ShowSlugParamsSchema, query: LanguageQuerySchema },
      ({ domain, language, path }) => {
        const show = fakeShow(domain, path.slug, language);
        return show ? HttpResponse.json(show) : notFound.show(request);
      },
    ),
  ),

  http.get("*/api/cinemas", ({ request, params }) =>
    answerCatalog(request, params, { query: LanguageQuerySchema }, ({ domain }) =>
      HttpResponse.json(fakeCinemas(domain)),
    ),
  ),

  http.get("*/api/cinema/:slug", ({ request, params }) =>
    answerCatalog(request, params, cinemaSchemas, ({ domain, language, path }) => {
      const cinema = fakeCinema(domain, path.slug, language);
      return cinema ? HttpResponse.json(cinema) : notFound.cinema(request);
    }),
  ),

  http.get("*/api/cinema/:slug/shows", ({ request, params }) =>
    answerCatalog(request, params, cinemaSchemas, ({ domain, language, path }) => {
      const week = fakeCinemaShows(domain, path.slug, language);
      return week ? HttpResponse.json(week) : notFound.cinema(request);
    }),
  ),

  http.get("*/api/zone/:zone", ({ request, params }) =>
    answerCatalog(
      request,
      params,
      { path: ZoneParamsSchema, query: ZoneQuerySchema },
      ({ domain, language, path, query }) => {
        const schedule = fakeZone(domain, path.zone, language, query.date);
        return schedule ? HttpResponse.json(schedule) : notFound.zone(request);
      },
    ),
  ),

  http.get("*/api/v4/client/shows", ({ request, params }) =>
    answerCatalog(request, params, { query: ShowsQuerySchema, bearer: true }, showsAnswer),
  ),
];
