import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_ORIGIN, useSecondProcess, useTestApp } from "../../../test/app.ts";
import {
  location,
  type ProviderTokens,
  refreshTokens,
  signInThroughProvider,
  type TestBrowser,
} from "../../../test/browser.ts";
import { createSignInCustomer, TEST_PASSWORD } from "../../../test/factories.ts";
import { oidcPayloads } from "../../db/schema/index.ts";
import { ACCESS_TOKEN_TTL_SECONDS } from "../../identity/provider.ts";
import { REVOKED_GRANT_KEEP_SECONDS, revokeAccountGrants } from "./revocation.service.ts";
import { RevokedGrants } from "./revoked-grants.ts";

const t = useTestApp({ seed: false });
/** A second server process on the same database, as behind a load balancer. */
const other = useSecondProcess(t);
/** The customers who sign in here, with TEST_PASSWORD. */
const mails = { camille: "", noah: "", sanne: "" };
beforeAll(async () => {
  for (const key of Object.keys(mails) as (keyof typeof mails)[]) {
    mails[key] = (await createSignInCustomer(t.database.db)).mail;
  }
});

type Tokens = ProviderTokens;

/** A full sign-in through the provider, as the web does it; the browser keeps the provider session. */
function signIn(mail: string): Promise<{ browser: TestBrowser; tokens: Tokens }> {
  return signInThroughProvider(t.app, { clientId: t.config.oidc.clientId, mail, password: TEST_PASSWORD });
}

async function me(app: FastifyInstance, accessToken: string) {
  return app.inject({
    method: "GET",
    url: "/api/accounts/me",
    headers: { authorization: `Bearer ${accessToken}` },
  });
}

function refresh(refreshToken: string) {
  return refreshTokens(t.app, { clientId: t.config.oidc.clientId, refreshToken });
}

/** Milliseconds until `app` refuses the token (401 invalid_token); fails after 1 s. */
async function refusedWithin(app: FastifyInstance, accessToken: string, since: number): Promise<number> {
  for (;;) {
    const response = await me(app, accessToken);
    if (response.statusCode === 401) {
      expect(response.headers["www-authenticate"]).toBe('Bearer error="invalid_token"');
      return Date.now() - since;
    }
    expect(response.statusCode).toBe(200);
    if (Date.now() - since > 1_000) {
      throw new Error("the access token was still accepted 1 s after its grant ended");
    }
    await sleep(5);
  }
}

/** The token works on both processes (and sits in both verified-token caches). */
async function expectAccepted(accessToken: string): Promise<void> {
  expect((await me(t.app, accessToken)).statusCode).toBe(200);
  expect((await me(other.app, accessToken)).statusCode).toBe(200);
}

const measured: Record<string, number> = {};

/** Waits until the list says the grant is revoked; fails after `ms`. */
async function revokedWithin(list: RevokedGrants, grantId: string, ms: number): Promise<void> {
  const since = Date.now();
  while (!(await list.isRevoked(grantId))) {
    if (Date.now() - since > ms) {
      throw new Error(`${grantId} not known as revoked after ${ms} ms`);
    }
    await sleep(20);
  }
}

describe("access tokens end with their grant", () => {
  it("names the grant in every access token the provider issues", async () => {
    const { tokens } = await signIn(mails.noah);
    expect(typeof decodeJwt(tokens.access_token).gid).toBe("string");
    const renewed = (await refresh(tokens.refresh_token)).json() as Tokens;
    expect(decodeJwt(renewed.access_token).gid).toBe(decodeJwt(tokens.access_token).gid);
  });

  it("refuses the access token on every process once the customer signs out, and the refresh token too", async () => {
    const { browser, tokens } = await signIn(mails.camille);
    await expectAccepted(tokens.access_token);

    // The web's sign-out: end_session with the ID token, then the confirmation logout.js submits.
    const page = await browser.get(
      `/idp/session/end?${new URLSearchParams({
        id_token_hint: tokens.id_token,
        post_logout_redirect_uri: `${TEST_ORIGIN}/fr`,
        ui_locales: "fr",
      })}`,
    );
    expect(page.statusCode).toBe(200);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.body)?.[1];
    expect(xsrf).toBeTruthy();
    const signedOutAt = Date.now();
    const confirm = await browser.post("/idp/session/end/confirm", { xsrf: xsrf as string, logout: "yes" });
    expect(confirm.statusCode).toBe(303);
    expect(location(confirm)).toBe(`${TEST_ORIGIN}/fr`);

    measured.signOutOther = await refusedWithin(other.app, tokens.access_token, signedOutAt);
    measured.signOutSame = await refusedWithin(t.app, tokens.access_token, signedOutAt);
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(400);
  });

  it("ends the grant at sign-out even when its authorization persists logout (offline_access kept)", async () => {
    // oidc-provider keeps such a grant through end_session; it marks it so when offline_access survives
    // the authorization request (today only with prompt=consent), as set here on the stored session.
    const { browser, tokens } = await signIn(mails.noah);
    const accountId = await t.accountId(mails.noah);
    await t.database.db.execute(
      sql`update oidc_payloads set payload = jsonb_set(payload, ${`{authorizations,${t.config.oidc.clientId},persistsLogout}`}::text[], 'true')
          where type = 'Session' and payload->>'accountId' = ${accountId}`,
    );
    await expectAccepted(tokens.access_token);
    const page = await browser.get(`/idp/session/end?id_token_hint=${tokens.id_token}`);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.body)?.[1] as string;
    const signedOutAt = Date.now();
    const confirm = await browser.post("/idp/session/end/confirm", { xsrf, logout: "yes" });
    expect(confirm.statusCode).toBe(303);
    await refusedWithin(other.app, tokens.access_token, signedOutAt);
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(400);
  });

  it("keeps the grant when the sign-out confirmation is forged (no valid xsrf)", async () => {
    const { browser, tokens } = await signIn(mails.camille);
    await browser.get(`/idp/session/end?id_token_hint=${tokens.id_token}`);
    const forged = await browser.post("/idp/session/end/confirm", { xsrf: "forged", logout: "yes" });
    expect(forged.statusCode).toBe(400);
    await expectAccepted(tokens.access_token);
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(200);
  });

  it("refuses the access token on every process once its refresh token is revoked", async () => {
    const { tokens } = await signIn(mails.noah);
    await expectAccepted(tokens.access_token);
    const revokedAt = Date.now();
    const revocation = await t.app.inject({
      method: "POST",
      url: "/idp/token/revocation",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({
        token: tokens.refresh_token,
        token_type_hint: "refresh_token",
        client_id: t.config.oidc.clientId,
      }).toString(),
    });
    expect(revocation.statusCode).toBe(200);
    measured.revocationOther = await refusedWithin(other.app, tokens.access_token, revokedAt);
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(400);
  });

  it("revokeAccountGrants ends every grant and session of the account, on every process", async () => {
    const mail = mails.sanne;
    const phone = await signIn(mail);
    const laptop = await signIn(mail);
    const bystander = await signIn(mails.noah);
    await expectAccepted(phone.tokens.access_token);
    await expectAccepted(laptop.tokens.access_token);
    // A token of the dev tooling (npm run token) names a stored grant too, and ends with the account's.
    const devToken = await t.tokenFor(mail);
    await expectAccepted(devToken);

    const accountId = await t.accountId(mail);
    const revokedAt = Date.now();
    const grantIds = await revokeAccountGrants(t.database.db, accountId);
    expect(grantIds).toHaveLength(3);
    await refusedWithin(other.app, devToken, revokedAt);
    measured.accountOther = await refusedWithin(other.app, phone.tokens.access_token, revokedAt);
    await refusedWithin(other.app, laptop.tokens.access_token, revokedAt);
    await refusedWithin(t.app, laptop.tokens.access_token, revokedAt);
    expect((await refresh(phone.tokens.refresh_token)).statusCode).toBe(400);
    expect((await refresh(laptop.tokens.refresh_token)).statusCode).toBe(400);

    const left = await t.database.db
      .select({ id: oidcPayloads.id })
      .from(oidcPayloads)
      .where(sql`${oidcPayloads.payload}->>'accountId' = ${accountId}`);
    expect(left).toEqual([]);
    // Another customer's grant stands.
    await expectAccepted(bystander.tokens.access_token);
    expect((await refresh(bystander.tokens.refresh_token)).statusCode).toBe(200);
  });

  it("remembers a revoked grant at least as long as its access tokens live", () => {
    expect(REVOKED_GRANT_KEEP_SECONDS).toBeGreaterThan(ACCESS_TOKEN_TTL_SECONDS);
  });

  it("finds revocations made before the process started, and while it was not listening", async () => {
    await t.database.db.execute(
      sql`insert into revoked_grants (grant_id, expires_at) values ('before-start', now() + interval '5 minutes')`,
    );
    const list = new RevokedGrants();
    await list.start(t.database);
    try {
      expect(list.isRevoked("before-start")).toBe(true);
      expect(list.isRevoked("never-revoked")).toBe(false);
      if (t.database.kind === "postgres") {
        // Drop the listening connection: until it is back and reloaded, each grant is looked up.
        await t.database.db.execute(
          sql`select pg_terminate_backend(pid) from pg_stat_activity where query ilike 'LISTEN%' and datname = current_database()`,
        );
        await t.database.db.execute(
          sql`insert into revoked_grants (grant_id, expires_at) values ('while-away', now() + interval '5 minutes')`,
        );
        await revokedWithin(list, "while-away", 1_000);

        // A notification lost without the connection dropping (as on a silent network failure): the
        // once-a-second read of the latest rows still puts the grant in memory.
        for (let i = 0; !list.complete; i += 1) {
          expect(i).toBeLessThan(100);
          await sleep(20);
        }
        await t.database.db.transaction(async (tx) => {
          await tx.execute(sql`alter table revoked_grants disable trigger revoked_grants_notify`);
          await tx.execute(
            sql`insert into revoked_grants (grant_id, expires_at) values ('unannounced', now() + interval '5 minutes')`,
          );
          await tx.execute(sql`alter table revoked_grants enable trigger revoked_grants_notify`);
        });
        const since = Date.now();
        while (list.isRevoked("unannounced") !== true) {
          expect(Date.now() - since).toBeLessThan(1_500);
          await sleep(20);
        }
        expect(list.complete).toBe(true);
      }
    } finally {
      await list.stop();
    }
  });

  afterAll(() => {
    // The figures docs/sessions.md quotes (ms from the end of the grant to the first refusal).
    console.log(`[revocation] ${t.database.kind}: ${JSON.stringify(measured)}`);
  });
});
