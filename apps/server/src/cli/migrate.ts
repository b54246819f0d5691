import { loadConfigOrExit } from "../config.ts";
import { openConfiguredDatabase } from "../db/open.ts";

// `npm run db:migrate`: applies the committed migrations to DATABASE_URL or the PGlite in DATA_DIR.
const config = loadConfigOrExit();
const database = await openConfiguredDatabase(config, { migrate: true });
await database.close();
process.stdout.write(`migrated (${database.kind})\n`);
