import { type Config, ConfigError, loadConfig } from "../../config.ts";
import { openConfiguredDatabase } from "../open.ts";

// `npm run db:migrate`: applies the committed migrations to DATABASE_URL or the PGlite in DATA_DIR.
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
await database.close();
process.stdout.write(`migrated (${database.kind})\n`);
