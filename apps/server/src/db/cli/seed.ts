import { loadConfigOrExit } from "../../config.ts";
import { openConfiguredDatabase } from "../open.ts";
import { DEMO_PASSWORD, seedDemoData } from "../seed/index.ts";

// `npm run db:seed`: migrates, then writes the demo data (never in prod); safe to run again.
const config = loadConfigOrExit();
const database = await openConfiguredDatabase(config, { migrate: true });
try {
  const created = await seedDemoData({ db: database.db, env: config.env });
  process.stdout.write(
    `seeded (${database.kind}, env ${config.env}): ${created.cinemas} cinemas, ${created.shows} shows, ` +
      `${created.sessions} sessions, ${created.accounts} accounts, ${created.bookings} bookings, ${created.advantages} advantages, ` +
      `${created.footer} footer rows created\n`,
  );
  if (created.accounts > 0) {
    process.stdout.write(`demo customers sign in with the password ${DEMO_PASSWORD}\n`);
  }
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
} finally {
  await database.close();
}
