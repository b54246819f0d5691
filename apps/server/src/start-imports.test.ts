import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runtimePackageImports, staticClosure } from "../test/static-closure.ts";

/**
 * Cold start (docs/decisions/006-cold-start-and-memory.md): what the server loads before it
 * listens is what server.ts imports for the start, and everything those import statically. The
 * packages below are heavy and serve few requests; they load on first use (a dynamic import), so
 * a static import of one anywhere in the start's closure puts it back on every start.
 */
const START_MODULES = ["config.ts", "db/open.ts", "app.ts", "http/graceful-shutdown.ts"];
const LOADED_ON_FIRST_USE = [
  "sharp", // image uploads and artwork: the native libvips and ~20 modules (lib/sharp.ts)
  "qrcode", // the e-ticket mail's QR code, with pngjs (modules/etickets/ticket-mail.ts)
  "ics", // the e-ticket mail's calendar file
  "otpauth", // the staff sign-in's TOTP (modules/staff/totp.ts)
  "pg", // node-postgres: only with a PostgreSQL server (db/client.ts)
  "drizzle-orm/node-postgres",
  "drizzle-orm/node-postgres/migrator",
  "nodemailer", // only where mails are sent (server.ts, SMTP_URL)
];

describe("the modules a start loads", () => {
  const src = import.meta.dirname;

  it("are the ones server.ts imports before listening", () => {
    const server = readFileSync(path.join(src, "server.ts"), "utf8");
    for (const module of START_MODULES) {
      expect(server, module).toContain(`import("./${module}")`);
    }
  });

  it("import none of the heavy packages statically: those load on first use", () => {
    const closure = staticClosure(
      START_MODULES.map((module) => path.join(src, module)),
      src,
    );
    // The whole app is reached (routes, identity), so the check covers every feature.
    expect(closure.size).toBeGreaterThan(200);
    const offenders = [...closure].flatMap(([file, source]) =>
      runtimePackageImports(source)
        .filter((name) => LOADED_ON_FIRST_USE.includes(name))
        .map((name) => `${path.relative(src, file)} imports ${name}`),
    );
    expect(offenders).toEqual([]);
  });
});
