import { existsSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { buildApp } from "./app.ts";
import { loadConfigOrExit } from "./config.ts";
import { openConfiguredDatabase } from "./db/open.ts";
import { seedIfEmpty } from "./db/seed/index.ts";
import { startOutboxSender } from "./modules/outbox/outbox.sender.ts";

const webRoot = fileURLToPath(new URL("../../web/build/", import.meta.url));

async function loadWebBuild(): Promise<ServerBuild | undefined> {
  const entry = `${webRoot}server/index.js`;
  if (!existsSync(entry)) {
    return undefined;
  }
  return (await import(pathToFileURL(entry).href)) as ServerBuild;
}

async function main(): Promise<void> {
  const config = loadConfigOrExit();

  const database = await openConfiguredDatabase(config, { migrate: true });
  const webBuild = await loadWebBuild();
  const app = await buildApp({ config, database, webBuild, webClientDir: `${webRoot}client` });
  if (!webBuild) {
    app.log.warn("no web build found (apps/web/build): run `npm run build`; serving API and identity only");
  }
  if (config.env !== "prod") {
    const seeded = await seedIfEmpty({ db: database.db, env: config.env });
    if (seeded) {
      app.log.info("seeded the demo data into an empty database");
    }
  }
  const sender = config.smtpUrl
    ? startOutboxSender({ db: database.db, smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log })
    : undefined;

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      return;
    }
    stopping = true;
    app.log.info({ signal }, "shutting down: no new connections, finishing requests");
    sender?.stop();
    // app.close() stops accepting, waits for in-flight requests, then runs onClose hooks.
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));

  await app.listen({ port: config.port, host: config.host });
  app.log.info({ url: config.publicUrl, database: database.kind, env: config.env }, "Cinélux is serving");
}

await main();
