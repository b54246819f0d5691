import { DEMO_PASSWORD } from "@cinelux/demo/customers";
import { DEMO_STAFF_PASSWORD, DEMO_STAFF_TOTP_SECRET } from "@cinelux/demo/staff";
import { loadConfigOrExit } from "../config.ts";
import { openConfiguredDatabase } from "../db/open.ts";
import { seedDemoData, seedIfEmpty } from "../seed/index.ts";

// `npm run db:seed`: migrates and writes the reference data (every environment), then the demo data
// (never in prod); safe to run again.
// `npm run db:seed -- --if-empty`: the same only when the database holds no account yet, and quietly
// nothing in prod: what `npm start` and the dev server run before serving (docs/architecture.md).
const ifEmpty = process.argv.includes("--if-empty");
const config = loadConfigOrExit();
const database = await openConfiguredDatabase(config, { migrate: true });
try {
  if (ifEmpty) {
    if (await seedIfEmpty({ db: database.db, env: config.env })) {
      process.stdout.write(`seeded the demo data into an empty database (${database.kind})\n`);
    }
  } else {
    const created = await seedDemoData({ db: database.db, env: config.env });
    process.stdout.write(
      `seeded (${database.kind}, env ${config.env}): ${created.cinemas} cinemas, ${created.shows} shows, ` +
        `${created.sessions} sessions, ${created.accounts} accounts, ${created.bookings} bookings, ${created.advantages} advantages, ` +
        `${created.footer} footer rows created\n`,
    );
    if (created.accounts > 0) {
      process.stdout.write(`demo customers sign in with the password ${DEMO_PASSWORD}\n`);
    }
    if (created.staff > 0) {
      process.stdout.write(
        `demo staff (agent|moderator|editor|admin@staff.cinelux.test) sign in with the password ${DEMO_STAFF_PASSWORD} ` +
          `and a TOTP code of the secret ${DEMO_STAFF_TOTP_SECRET}\n`,
      );
    }
  }
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
} finally {
  await database.close();
}
