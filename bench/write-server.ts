// The checkout's yardstick (docs/decisions/016-checkout-budget-against-a-bare-write.md): a bare
// Fastify route that commits one row, through the app's own database client (the same driver,
// pool size and query builder) on DATABASE_URL, in its own process. The row goes to a table of
// the bench's own schema, dropped when the process stops.
//   node bench/write-server.ts <port>
import { sql } from "drizzle-orm";
import { pgSchema, text, timestamp, uuid } from "drizzle-orm/pg-core";
import Fastify from "fastify";
import { openDatabase } from "../apps/server/src/db/client.ts";

const url = process.env.DATABASE_URL;
if (!url) {
  throw new Error("the bare write route needs DATABASE_URL (PostgreSQL)");
}
const writes = pgSchema("bench").table("writes", {
  id: uuid("id").primaryKey().defaultRandom(),
  mail: text("mail").notNull(),
  at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
});

const database = await openDatabase({ kind: "postgres", url });
const { db } = database;
await db.execute(sql`create schema if not exists bench`);
await db.execute(
  sql`create table if not exists bench.writes (id uuid primary key default gen_random_uuid(), mail text not null, at timestamptz not null default now())`,
);

const app = Fastify({ logger: false });
app.post<{ Body: { mail?: unknown } }>("/write", async (request, reply) => {
  const mail = typeof request.body?.mail === "string" ? request.body.mail.slice(0, 320) : "";
  const [row] = await db.insert(writes).values({ mail }).returning({ id: writes.id });
  return reply.code(201).send(row);
});
app.get("/ready", async () => ({ ready: true }));
const port = Number(process.argv[2] ?? 0);
await app.listen({ port, host: "127.0.0.1" });
process.stdout.write(`listening ${(app.server.address() as { port: number }).port}\n`);
process.on("SIGTERM", () => {
  void app
    .close()
    .then(() => db.execute(sql`drop schema bench cascade`))
    .then(() => database.close())
    .then(() => process.exit(0));
});
