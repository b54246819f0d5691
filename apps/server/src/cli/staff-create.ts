/**
 * `npm run staff:create -- <mail> --role admin [--role agent …] [--name "Display name"] [--yes]`:
 * creates a staff member (docs/staff.md "staff:create") with a random first password and a TOTP
 * secret, and prints both: the password, the `otpauth://` enrolment URI and its QR code. The first
 * sign-in asks for a code of that secret, which confirms the enrolment and gives the recovery codes.
 *
 * In prod and preprod it runs only on the server's machine: the database must be local (PGlite,
 * or a DATABASE_URL whose host is this machine: localhost, a loopback address or a Unix socket),
 * and `--yes` must say the operator means it. Anywhere else an admin is made by an admin, in the
 * back-office, never by a script run from a laptop against the production database.
 */
import { STAFF_ROLES, type StaffRole } from "@cinelux/contract";
import * as z from "zod";
import { type Config, loadConfigOrExit } from "../config.ts";
import { openConfiguredDatabase } from "../db/open.ts";
import { createStaffAccount, StaffExistsError } from "../modules/staff/staff-accounts.service.ts";
import { totpQrText } from "../modules/staff/totp.ts";

const USAGE = `usage: npm run staff:create -- <mail> --role <${STAFF_ROLES.join("|")}> [--role …] [--name "Display name"] [--yes]\n`;

function usage(message?: string): never {
  process.stderr.write(`${message ? `${message}\n` : ""}${USAGE}`);
  process.exit(2);
}

function parseArguments(argv: string[]) {
  const roles: StaffRole[] = [];
  let mail: string | undefined;
  let name: string | undefined;
  let yes = false;
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index] as string;
    if (argument === "--role") {
      const role = argv[++index];
      if (!role || !(STAFF_ROLES as readonly string[]).includes(role)) {
        usage(`unknown role: ${role ?? "(none)"}`);
      }
      roles.push(role as StaffRole);
    } else if (argument === "--name") {
      name = argv[++index];
    } else if (argument === "--yes") {
      yes = true;
    } else if (!argument.startsWith("--") && mail === undefined) {
      mail = argument;
    } else {
      usage(`unexpected argument: ${argument}`);
    }
  }
  if (!mail || !z.email().safeParse(mail).success) {
    usage(mail ? `not an e-mail address: ${mail}` : undefined);
  }
  if (roles.length === 0) {
    usage("at least one --role");
  }
  return { mail, roles, name, yes };
}

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]", "::1", ""]);

/** Why this run is refused, or undefined: prod and preprod only from the server's machine, with --yes. */
function refusal(config: Config, yes: boolean): string | undefined {
  if (config.env !== "prod" && config.env !== "preprod") {
    return undefined;
  }
  if (config.databaseUrl) {
    const url = new URL(config.databaseUrl);
    // `postgres:///db?host=/run/postgresql` is a Unix socket: this machine too.
    const socket = url.searchParams.get("host")?.startsWith("/") ?? false;
    if (!socket && !LOCAL_HOSTS.has(url.hostname)) {
      return `refused: in ${config.env} staff:create runs on the server's machine only (the database host is ${url.hostname})`;
    }
  }
  if (!yes) {
    return `refused: in ${config.env} staff:create needs --yes`;
  }
  return undefined;
}

const options = parseArguments(process.argv.slice(2));
const config = loadConfigOrExit();
const refused = refusal(config, options.yes);
if (refused) {
  process.stderr.write(`${refused}\n`);
  process.exit(1);
}
const database = await openConfiguredDatabase(config, { migrate: true });
try {
  const created = await createStaffAccount({
    db: database.db,
    mail: options.mail,
    displayName: options.name,
    roles: options.roles,
  });
  process.stdout.write(
    [
      `created staff member ${created.staff.mail} (${created.staff.roles.join(", ")}), id ${created.staff.id}`,
      `first password: ${created.password}`,
      `TOTP enrolment (an authenticator app reads this URI or the QR code below; the first sign-in's code confirms it):`,
      created.enrolmentUri,
      await totpQrText(created.enrolmentUri),
    ].join("\n"),
  );
} catch (error) {
  process.stderr.write(
    `${error instanceof StaffExistsError || error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exitCode = 1;
} finally {
  await database.close();
}
