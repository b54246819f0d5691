import { type Config, ConfigError, loadConfig } from "../../config.ts";
import { openConfiguredDatabase } from "../open.ts";
import { DEMO_PASSWORD, seedDemoData } from "../seed/index.ts";

// `npm run db:seed`: migrates, then writes the demo data (never in prod); safe to run again.
function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
const database = await openConfiguredDatabase(config, { migrate: true });
try {
  const created = await seedDemoData({ db: database.db, env: config.env });
  process.stdout.write(
    `seeded (${database.kind}, env ${config.env}): ${created.cinemas} cinemas, ${created.shows} shows, ` +
      `${created.sessions} sessions, ${created.accounts} accounts created\n`,
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
