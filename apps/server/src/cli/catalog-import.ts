import { readFile } from "node:fs/promises";
import { CATALOG_IMPORT_KINDS } from "@cinelux/contract";
import { loadConfigOrExit } from "../config.ts";
import { openConfiguredDatabase } from "../db/open.ts";
import { CatalogImportError, importCatalog } from "../modules/catalog-import/catalog-import.service.ts";

// `npm run catalog:import -- <file>`: loads a catalog file (docs/catalog-import.md) in any
// environment, prod included: the format holds shows, cinemas and sessions, never a customer. The
// file is checked whole before anything is written, then written in one transaction.
const file = process.argv[2];
if (!file) {
  process.stderr.write("usage: npm run catalog:import -- <file.json>\n");
  process.exit(2);
}
const text = await readFile(file, "utf8").catch((error: unknown) => {
  process.stderr.write(`cannot read ${file}: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(2);
});
const config = loadConfigOrExit();
const database = await openConfiguredDatabase(config, { migrate: true });
try {
  const report = await importCatalog({ db: database.db, text });
  process.stdout.write(`imported ${file} (${database.kind}, env ${config.env}):\n`);
  for (const kind of CATALOG_IMPORT_KINDS) {
    const { created, updated, unchanged } = report[kind];
    process.stdout.write(
      `  ${kind}: ${created} created, ${updated} updated, ${unchanged} left as they were\n`,
    );
  }
} catch (error) {
  if (error instanceof CatalogImportError) {
    const { path, line, message } = error.problem;
    process.stderr.write(
      `refused, nothing was written: ${file}${line ? `:${line}` : ""} at ${path || "the top"}: ${message}\n`,
    );
  } else {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  }
  process.exitCode = 1;
} finally {
  await database.close();
}
