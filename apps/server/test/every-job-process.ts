// A server process reduced to its jobs, for jobs-run-once.test.ts: opens the database
// (JOBS_DATABASE_URL), prints "ready", waits for "go" on stdin so that every process starts at the
// same moment, runs every job once (every-job.ts), prints its results as one JSON line and exits.
import { createInterface } from "node:readline";
import { sql } from "drizzle-orm";
import { openDatabase } from "../src/db/client.ts";
import { runEveryJob } from "./every-job.ts";

function required(name: string): string {
  const value = process.env[name];
  if (!value) {
    throw new Error(`${name} is not set`);
  }
  return value;
}

const database = await openDatabase({ kind: "postgres", url: required("JOBS_DATABASE_URL"), max: 4 });
try {
  // One round trip, so "ready" means connected.
  await database.db.execute(sql`select 1`);
  const lines = createInterface({ input: process.stdin });
  const go = new Promise<void>((resolve) => {
    lines.on("line", (line) => {
      if (line.trim() === "go") {
        resolve();
      }
    });
  });
  process.stdout.write("ready\n");
  await go;
  lines.close();
  const result = await runEveryJob({
    db: database.db,
    providerUrl: required("JOBS_PROVIDER_URL"),
    smtpUrl: required("JOBS_SMTP_URL"),
    billingDay: required("JOBS_BILLING_DAY"),
  });
  process.stdout.write(`result ${JSON.stringify(result)}\n`);
} finally {
  await database.close();
}
