/**
 * The production entry (`npm run serve`). Start order, for a cold start within 1.5 s (DESIGN.md "Quality
 * budgets", docs/decisions/006-cold-start-and-memory.md):
 * 1. V8's compile cache on (node_modules/.cache), and the package resolver fix (lib/module-resolution.ts),
 *    before any other module is loaded: every import below is dynamic for that reason. `npm run serve`
 *    turns the cache on before this file is read (NODE_COMPILE_CACHE, the same folder): a cached
 *    TypeScript file skips type stripping, and Node then never loads its stripper (amaro), which it
 *    otherwise needs for this file and the resolver alone, ~90 ms.
 * 2. The configuration, then the database opened (PGlite: its WASM compiled and its files read) while
 *    the app's modules and the web build are imported.
 * 3. The app built, and only then listening: /healthz and /readyz answer once everything is loaded.
 * Opening the database applies the migrations, then the reference data (db/reference: footer, FAQ, site
 * pages, support taxonomy), in every environment. The demo data is not this file's: `npm start` and the
 * dev server run `cli/seed.ts --if-empty` first.
 */
import { existsSync } from "node:fs";
import { enableCompileCache, flushCompileCache } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { registerFastPackageResolution } from "./lib/module-resolution.ts";

// Keyed by each file's content and V8's version and flags: a stale entry is ignored, not used. Already
// on (and left as it is) when NODE_COMPILE_CACHE is set.
enableCompileCache(fileURLToPath(new URL("../../../node_modules/.cache/cinelux-server/", import.meta.url)));
registerFastPackageResolution();

/** How long after listening the catalog programme is read ahead (see main). */
const PRIME_DELAY_MS = 1000;

const webRoot = fileURLToPath(new URL("../../web/build/", import.meta.url));

async function loadWebBuild(): Promise<ServerBuild | undefined> {
  const entry = `${webRoot}server/index.js`;
  if (!existsSync(entry)) {
    return undefined;
  }
  return (await import(pathToFileURL(entry).href)) as ServerBuild;
}

async function main(): Promise<void> {
  const { loadConfigOrExit } = await import("./config.ts");
  const config = loadConfigOrExit(process.env, { serving: true });

  // The database starts opening first (PGlite reads and compiles its WASM, then starts PostgreSQL) and
  // goes on while the rest loads; any failure among them ends the start, as it did before.
  const { openConfiguredDatabase, openConfiguredReads } = await import("./db/open.ts");
  const opening = openConfiguredDatabase(config, { migrate: true });
  // The replica's comings and goings are logged once the app's logger exists.
  let replicaLog: ((up: boolean, error?: unknown) => void) | undefined;
  const readsOpening = opening.then((database) =>
    openConfiguredReads(config, database, (up, error) => replicaLog?.(up, error)),
  );
  const [database, reads, { buildApp }, webBuild, { Drain }, outbox] = await Promise.all([
    opening,
    readsOpening,
    import("./app.ts"),
    loadWebBuild(),
    import("./http/graceful-shutdown.ts"),
    // The mail sender and nodemailer (~40 modules) only where mails are sent.
    config.smtpUrl ? import("./modules/outbox/outbox.sender.ts") : undefined,
  ]);
  const app = await buildApp({
    config,
    database,
    webBuild,
    webClientDir: `${webRoot}client`,
    ...(reads ? { reads } : {}),
  });
  replicaLog = (up, error) =>
    up
      ? app.log.info("the replica answers: public reads within its bound go to it")
      : app.log.warn({ err: error }, "the replica is away or not a standby: every read goes to the primary");
  if (reads?.state().replay) {
    // Its first answer may have come before the logger existed.
    replicaLog(true);
  }
  // Watches responses from the start, so a shutdown can make those in flight close their connection.
  const drain = new Drain(app.server);
  if (!webBuild) {
    app.log.warn("no web build found (apps/web/build): run `npm run build`; serving API and identity only");
  }
  const sender =
    config.smtpUrl && outbox
      ? outbox.startOutboxSender({
          db: database.db,
          smtpUrl: config.smtpUrl,
          from: config.mailFrom,
          log: app.log,
        })
      : undefined;

  if (database.driver.kind === "postgres") {
    // Without a listener this event would end the process (db/client.ts has one too); here it is logged.
    database.driver.pool.on("error", (error) => {
      app.log.warn({ err: error }, "an idle database connection was lost; the pool opens a new one");
    });
  }

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      return;
    }
    stopping = true;
    // A load balancer needs time to see /readyz fail: half the drain period on SIGTERM. Ctrl-C in a
    // terminal (SIGINT) has nobody to warn and only waits for the requests in flight.
    const noticeMs = signal === "SIGTERM" ? Math.floor(config.drainMs / 2) : 0;
    app.log.info(
      { signal, drainMs: config.drainMs, noticeMs },
      "shutting down: /readyz answers 503, every response closes its connection",
    );
    // Should closing the app or the database hang, the process still ends.
    setTimeout(() => {
      app.log.error("shutdown did not finish in time; exiting");
      process.exit(1);
    }, config.drainMs + 10_000).unref();
    sender?.stop();
    const finished = await drain.run({
      drainMs: config.drainMs,
      noticeMs,
      onListenerClosing: () => app.log.info("no new connections; finishing the requests in flight"),
    });
    if (!finished) {
      app.log.warn({ drainMs: config.drainMs }, "drain period over: cut the connections still open");
    }
    await app.close();
    await reads?.close();
    await database.close();
    app.log.info("stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));

  await app.listen({ port: config.port, host: config.host });
  app.log.info({ url: config.publicUrl, database: database.kind, env: config.env }, "Cinélux is serving");
  // Each domain's catalog programme read before its first visitor asks (modules/catalog), a moment
  // after listening so that readiness checks are answered first; a failure only means the first
  // visitor reads it, as before.
  setTimeout(() => {
    import("./modules/catalog/catalog.programme.ts")
      .then(({ primeProgrammes }) =>
        primeProgrammes(database.db, app.publicReads, undefined, reads ? { reads } : undefined),
      )
      .catch((error: unknown) => app.log.warn({ err: error }, "the catalog programme was not read ahead"));
  }, PRIME_DELAY_MS).unref();
  // Written now rather than at exit, so a process that is killed still leaves the cache for the next.
  flushCompileCache();
}

await main();
