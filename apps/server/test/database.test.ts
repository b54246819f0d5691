import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../src/db/client.ts";
import { accounts, identityKeys } from "../src/db/schema/index.ts";
import { createTestDatabase } from "./database.ts";

const expectedKind = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";

describe(`createTestDatabase (${expectedKind})`, () => {
  it("gives a migrated, empty database", async () => {
    const database = await createTestDatabase();
    try {
      expect(database.kind).toBe(expectedKind);
      await database.ping();
      const [row] = await database.db.select({ n: count() }).from(accounts);
      expect(row?.n).toBe(0);
    } finally {
      await database.close();
    }
  });

  it("gives isolated databases", async () => {
    const first = await createTestDatabase();
    const second = await createTestDatabase();
    try {
      await first.db.insert(identityKeys).values({ name: "isolation-probe", value: { written: "first" } });
      const inFirst = await first.db
        .select()
        .from(identityKeys)
        .where(eq(identityKeys.name, "isolation-probe"));
      const inSecond = await second.db
        .select()
        .from(identityKeys)
        .where(eq(identityKeys.name, "isolation-probe"));
      expect(inFirst.map((key) => key.value)).toEqual([{ written: "first" }]);
      expect(inSecond).toEqual([]);

      // A later clone starts from the template again, not from anything a test wrote.
      const third = await createTestDatabase();
      try {
        const [row] = await third.db.select({ n: count() }).from(identityKeys);
        expect(row?.n).toBe(0);
      } finally {
        await third.close();
      }
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  it("can be closed twice", async () => {
    const database = await createTestDatabase();
    await database.close();
    await expect(database.close()).resolves.toBeUndefined();
  });
});

describe("the embedded database (PGlite)", () => {
  it("runs with a 32 MB buffer cache, not initdb's 128 MB (RSS budget, docs/decisions/006)", async () => {
    const database = await openDatabase({ kind: "pglite" });
    try {
      if (database.driver.kind !== "pglite") {
        throw new Error("expected a PGlite handle");
      }
      const result = await database.driver.client.query("show shared_buffers");
      expect(result.rows).toEqual([{ shared_buffers: "32MB" }]);
    } finally {
      await database.close();
    }
  });
});
