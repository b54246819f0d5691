// The write limiter alone, in its own process: one rate-limited POST route (the app's route config,
// with an allowance too large to be reached) counted by the in-memory store or by the PostgreSQL store
// (apps/server/src/http/rate-limit-store.ts) on DATABASE_URL. Clients are told apart by the
// x-client header, so the bench can load one counter (one client) or many.
//   node bench/rate-limit-server.ts <port> memory|postgres
import rateLimit from "@fastify/rate-limit";
import Fastify from "fastify";
import { openDatabase } from "../apps/server/src/db/client.ts";
import { postgresRateLimitStore } from "../apps/server/src/http/rate-limit-store.ts";

const port = Number(process.argv[2] ?? 0);
const kind = process.argv[3] === "postgres" ? "postgres" : "memory";
const url = process.env.DATABASE_URL;
if (kind === "postgres" && !url) {
  throw new Error("the postgres store needs DATABASE_URL");
}
const database = kind === "postgres" && url ? await openDatabase({ kind: "postgres", url }) : undefined;

const app = Fastify({ logger: false });
await app.register(rateLimit, {
  global: false,
  keyGenerator: (request) => String(request.headers["x-client"] ?? request.ip),
  ...(database ? { store: postgresRateLimitStore(database.db) } : {}),
});
app.post("/write", { config: { rateLimit: { max: 1_000_000_000, timeWindow: 60_000 } } }, async () => ({
  saved: true,
}));
app.get("/ready", async () => ({ ready: true }));
await app.listen({ port, host: "127.0.0.1" });
process.stdout.write(`listening ${(app.server.address() as { port: number }).port}\n`);
process.on("SIGTERM", () => {
  void app
    .close()
    .then(() => database?.close())
    .then(() => process.exit(0));
});
