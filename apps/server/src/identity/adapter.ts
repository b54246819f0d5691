import { and, eq, sql } from "drizzle-orm";
import type { Adapter, AdapterPayload } from "oidc-provider";
import type { Database } from "../db/client.ts";
import { oidcPayloads } from "../db/schema/index.ts";
import { revokeGrants } from "../modules/revocation/revocation.service.ts";

/** oidc-provider storage in PostgreSQL: sessions, grants, codes and tokens survive restarts and are shared. */
export function postgresAdapter(db: Database): new (name: string) => Adapter {
  const alive = sql`(${oidcPayloads.expiresAt} is null or ${oidcPayloads.expiresAt} > now())`;

  return class PostgresAdapter implements Adapter {
    readonly type: string;

    constructor(name: string) {
      this.type = name;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const values = {
        id,
        type: this.type,
        payload,
        grantId: payload.grantId ?? null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      };
      await db
        .insert(oidcPayloads)
        .values(values)
        .onConflictDoUpdate({ target: [oidcPayloads.type, oidcPayloads.id], set: values });
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      return this.findWhere(eq(oidcPayloads.id, id));
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return this.findWhere(eq(oidcPayloads.userCode, userCode));
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return this.findWhere(eq(oidcPayloads.uid, uid));
    }

    async consume(id: string): Promise<void> {
      await db
        .update(oidcPayloads)
        .set({ consumedAt: new Date() })
        .where(and(eq(oidcPayloads.type, this.type), eq(oidcPayloads.id, id)));
    }

    async destroy(id: string): Promise<void> {
      if (this.type === "Grant") {
        // The provider destroys a grant when it revokes it: its access tokens must stop too.
        await revokeGrants(db, [id]);
        return;
      }
      await db.delete(oidcPayloads).where(and(eq(oidcPayloads.type, this.type), eq(oidcPayloads.id, id)));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      // Every model of the grant (codes, tokens, the grant itself), not only this adapter's type; and
      // recorded, so every process refuses the grant's access tokens (JWTs, checked without a read).
      await revokeGrants(db, [grantId]);
    }

    private async findWhere(condition: ReturnType<typeof eq>): Promise<AdapterPayload | undefined> {
      const [row] = await db
        .select()
        .from(oidcPayloads)
        .where(and(eq(oidcPayloads.type, this.type), condition, alive))
        .limit(1);
      if (!row) {
        return undefined;
      }
      const payload = row.payload as AdapterPayload;
      return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
    }
  };
}
