// The catalog as the web's server loaders read it (WebServerContext.catalog, http/web.ts): a
// real app and database with a one-route React Router build whose page prints what the context's
// CatalogReader answers, on each domain.
import type { WebServerContext } from "@cinelux/contract";
import { createContext, type ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.ts";
import { FIXTURE_BUILD_SETTINGS, FIXTURE_MANIFEST } from "../../../test/server-build.ts";
import { buildApp } from "../../app.ts";

/** A build whose one route answers every URL with the catalog reads of the request, as JSON. */
function catalogPrintingBuild(): ServerBuild {
  const serverContext = createContext<WebServerContext>();
  const handleRequest = async (
    _request: Request,
    status: number,
    headers: Headers,
    _context: unknown,
    loadContext: { get(key: typeof serverContext): WebServerContext },
  ) => {
    const { catalog } = loadContext.get(serverContext);
    const language = "en" as const;
    const body = JSON.stringify({
      cinemas: (await catalog?.cinemas(language))?.cinemas.map((cinema) => cinema.slug),
      zone: (await catalog?.zone(undefined, language))?.zone,
      show: (await catalog?.show("metropolis", language))?.director,
      missing: (await catalog?.show("no-such-film", language)) === undefined,
      comedies: (await catalog?.shows({ genre: "comedy" }, language))?.shows.every((show) =>
        show.genres.includes("comedy"),
      ),
    });
    headers.set("Content-Type", "application/json; charset=utf-8");
    return new Response(body, { status, headers });
  };
  return {
    entry: { module: { default: handleRequest, serverContext } },
    routes: { root: { id: "root", path: "*", module: { default: () => null } } },
    assets: {
      entry: { module: "/assets/entry.js", imports: [] },
      routes: { root: { id: "root", path: "*", module: "/assets/root.js", hasLoader: false } },
      ...FIXTURE_MANIFEST,
    },
    ...FIXTURE_BUILD_SETTINGS,
  } as unknown as ServerBuild;
}

const t = useTestApp();
let web: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  web = await buildApp({
    config: t.config,
    database: t.database,
    webBuild: catalogPrintingBuild(),
    logger: false,
  });
  await web.ready();
});
afterAll(async () => {
  await web?.close();
});

async function page(host: string) {
  const response = await web.inject({ url: "/en/anything", headers: { host } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    cinemas: string[];
    zone: string;
    show: string;
    missing: boolean;
    comedies: boolean;
  };
}

describe("WebServerContext.catalog", () => {
  it("reads the French domain's catalog for a French host", async () => {
    const french = await page("localhost:3000");
    expect(french.cinemas).toHaveLength(7);
    expect(french).toMatchObject({ zone: "idf", show: "Fritz Lang", missing: true, comedies: true });
  });

  it("reads the Dutch domain's catalog for a Dutch host", async () => {
    const dutch = await page("nl.localhost:3000");
    expect(dutch.cinemas).toHaveLength(6);
    expect(dutch.cinemas.every((slug) => !slug.includes("paris"))).toBe(true);
    expect(dutch.zone).toBe("amsterdam");
  });
});
