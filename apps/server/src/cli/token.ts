/**
 * `npm run token -- <e-mail>`: prints a valid access token for that customer (dev environment only).
 * Asks the running server first (an embedded PGlite folder must not be opened twice), else opens
 * the database itself.
 */
import { loadConfigOrExit } from "../config.ts";
import { openConfiguredDatabase } from "../db/open.ts";
import { issueAccessToken } from "../identity/tokens.ts";
import { findAccountByMail } from "../modules/accounts/accounts.repository.ts";

const mail = process.argv[2];
if (!mail) {
  process.stderr.write("usage: npm run token -- <e-mail>\n");
  process.exit(2);
}
const config = loadConfigOrExit();
if (config.env !== "dev") {
  process.stderr.write(`refused: tokens are printed in the dev environment only (this is ${config.env})\n`);
  process.exit(1);
}

async function fromRunningServer(): Promise<string | undefined> {
  try {
    const response = await fetch(`http://127.0.0.1:${config.port}/dev/token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ mail }),
      signal: AbortSignal.timeout(3000),
    });
    const body = (await response.json()) as { accessToken?: string; message?: string };
    if (!response.ok) {
      throw new Error(body.message ?? `server answered ${response.status}`);
    }
    return body.accessToken;
  } catch (error) {
    if (error instanceof TypeError || (error instanceof Error && error.name === "TimeoutError")) {
      return undefined; // nothing listening
    }
    throw error;
  }
}

async function fromDatabase(): Promise<string> {
  const database = await openConfiguredDatabase(config, { migrate: true });
  try {
    const account = await findAccountByMail(database.db, mail as string);
    if (!account) {
      throw new Error(`no account for ${mail}`);
    }
    return await issueAccessToken({ db: database.db, config, accountId: account.id });
  } finally {
    await database.close();
  }
}

try {
  const token = (await fromRunningServer()) ?? (await fromDatabase());
  process.stdout.write(`${token}\n`);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
