import { randomUUID } from "node:crypto";
import { IdentitiesResponseSchema, type IdentityProvider } from "@cinelux/contract";
import { eq } from "drizzle-orm";
import { generateKeyPair, importJWK, SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.ts";
import { createCustomer, injectAs, tokenOf } from "../../../test/factories.ts";
import { loadIdentityKeys } from "../../db/keys.ts";
import { linkedIdentities } from "../../db/schema/index.ts";
import { demoLinkToken } from "../../identity/upstream/demo-flow.testing.ts";
import { issueLinkToken, linkTokenAudience } from "./link-token.ts";

const t = useTestApp({ seed: false });

let sequence = 0;
function upstream(provider: IdentityProvider = "google-oauth2") {
  sequence += 1;
  return {
    provider,
    subject: `sub-${sequence}-${randomUUID()}`,
    name: `Upstream ${sequence}`,
    mail: null as string | null,
  };
}

async function linkToken(identity = upstream()) {
  return issueLinkToken({ db: t.database.db, config: t.config, identity });
}

const withPassword = () => createCustomer(t.database.db, { passwordHash: "$argon2id$stored" });
const withoutPassword = () => createCustomer(t.database.db, { passwordHash: null });

function post(customer: { id: string }, url: string, payload: unknown) {
  return injectAs(t, customer, { method: "POST", url, payload: payload as Record<string, unknown> });
}

async function identitiesOf(customer: { id: string }) {
  const response = await injectAs(t, customer, { method: "GET", url: "/api/accounts/me/identities" });
  expect(response.statusCode).toBe(200);
  return IdentitiesResponseSchema.parse(response.json());
}

/** A link token as an attacker could make one: any claims, any key, any audience, any type. */
async function craftedToken(options: {
  key?: "provider" | "other";
  audience?: string;
  typ?: string;
  expiresIn?: number;
  provider?: string;
}) {
  const keys = await loadIdentityKeys(t.database.db);
  const jwk = keys.signing[0];
  if (!jwk) {
    throw new Error("no key");
  }
  const key =
    options.key === "other" ? (await generateKeyPair("RS256")).privateKey : await importJWK(jwk, "RS256");
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ provider: options.provider ?? "google-oauth2", name: "Mallory", mail: null })
    .setProtectedHeader({ alg: "RS256", kid: jwk.kid, typ: options.typ ?? "link+jwt" })
    .setIssuer(t.config.oidc.issuer)
    .setAudience(options.audience ?? linkTokenAudience(t.config))
    .setSubject(`crafted-${randomUUID()}`)
    .setJti(randomUUID())
    .setIssuedAt(now - 600)
    .setExpirationTime(now + (options.expiresIn ?? 300))
    .sign(key);
}

describe("GET /api/accounts/me/identities", () => {
  it("lists the e-mail and password first (main), then the linked identities in the SPEC's order", async () => {
    const customer = await withPassword();
    await post(customer, "/api/accounts/me/link", {
      provider: "apple",
      token: await linkToken(upstream("apple")),
    });
    const google = upstream("google-oauth2");
    await post(customer, "/api/accounts/me/link", {
      provider: "google-oauth2",
      token: await linkToken(google),
    });
    const list = await identitiesOf(customer);
    expect(list.map((entry) => entry.provider)).toEqual(["password", "apple", "google-oauth2"]);
    expect(list[0]).toEqual({
      provider: "password",
      icon: "mail",
      account: { id: customer.id, name: customer.mail, main: true },
    });
    expect(list[2]).toMatchObject({
      provider: "google-oauth2",
      icon: "google",
      account: { name: google.name, main: false },
    });
    // The upstream subject never leaves the server.
    expect(JSON.stringify(list)).not.toContain(google.subject);
  });

  it("has no password row for an account without a password", async () => {
    expect(await identitiesOf(await withoutPassword())).toEqual([]);
  });

  it("shows nobody else's identities", async () => {
    const first = await withPassword();
    const second = await withPassword();
    await post(first, "/api/accounts/me/link", {
      provider: "facebook",
      token: await linkToken(upstream("facebook")),
    });
    expect((await identitiesOf(second)).map((entry) => entry.provider)).toEqual(["password"]);
  });

  it.each([
    ["GET", "/api/accounts/me/identities"],
    ["POST", "/api/accounts/me/link"],
    ["POST", "/api/accounts/me/unlink"],
  ] as const)("%s %s needs a token", async (method, url) => {
    const response = await t.app.inject({ method, url, payload: method === "POST" ? {} : undefined });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: "UNAUTHORIZED" });
  });
});

describe("POST /api/accounts/me/link", () => {
  it("links the identity the popup's token names and answers the new list", async () => {
    const customer = await withPassword();
    const identity = { ...upstream("facebook"), mail: "fb@example.test" };
    const response = await post(customer, "/api/accounts/me/link", {
      provider: "facebook",
      token: await linkToken(identity),
    });
    expect(response.statusCode).toBe(200);
    expect(IdentitiesResponseSchema.parse(response.json()).map((entry) => entry.provider)).toEqual([
      "password",
      "facebook",
    ]);
    const [row] = await t.database.db
      .select()
      .from(linkedIdentities)
      .where(eq(linkedIdentities.accountId, customer.id));
    expect(row).toMatchObject({
      provider: "facebook",
      subject: identity.subject,
      name: identity.name,
      mail: "fb@example.test",
    });
  });

  it("links a demonstration identity obtained through the popup's whole flow", async () => {
    const customer = await withPassword();
    const token = await demoLinkToken(t.app, {
      provider: "google-oauth2",
      name: "Alex Demo",
      email: `alex-${randomUUID()}@example.com`,
    });
    const response = await post(customer, "/api/accounts/me/link", { provider: "google-oauth2", token });
    expect(response.statusCode).toBe(200);
    expect(response.json()[1]).toMatchObject({ provider: "google-oauth2", account: { name: "Alex Demo" } });
  });

  it.each([
    ["no token", { provider: "apple" }, "token", "required"],
    ["an empty token", { provider: "apple", token: "" }, "token", "required"],
    ["a token over 4096 characters", { provider: "apple", token: "x".repeat(4097) }, "token", "too_long"],
    ["no provider", { token: "abc" }, "provider", "required"],
    ["an unknown provider", { provider: "twitter", token: "abc" }, "provider", "invalid_value"],
    ["the password provider", { provider: "password", token: "abc" }, "provider", "invalid_value"],
    ["a token that is not a string", { provider: "apple", token: 42 }, "token", "invalid_value"],
    ["an unknown field", { provider: "apple", token: "abc", account: "x" }, "account", "unknown_field"],
  ])("refuses %s (400 naming the field)", async (_case, payload, path, code) => {
    const customer = await withPassword();
    const response = await post(customer, "/api/accounts/me/link", payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "BAD_REQUEST",
      fields: expect.arrayContaining([{ path, code }]),
    });
    expect(await identitiesOf(customer)).toHaveLength(1);
  });

  it.each([
    ["garbage", async () => "not.a.token"],
    ["a token signed by another key", () => craftedToken({ key: "other" })],
    ["an expired token", () => craftedToken({ expiresIn: -120 })],
    ["a token for another audience (the API's)", () => craftedToken({ audience: t.config.oidc.audience })],
    ["an access token", async () => tokenOf(t, await withPassword())],
    ["a token of another type", () => craftedToken({ typ: "at+jwt" })],
    ["a well-signed token that was never issued (no record to spend)", () => craftedToken({})],
  ])("refuses %s with IDENTITY_LINK_TOKEN_INVALID and links nothing", async (_case, make) => {
    const customer = await withPassword();
    const response = await post(customer, "/api/accounts/me/link", {
      provider: "google-oauth2",
      token: await make(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "IDENTITY_LINK_TOKEN_INVALID",
      fields: [{ path: "token", code: "invalid_value" }],
    });
    expect(await identitiesOf(customer)).toHaveLength(1);
  });

  it("refuses a token for another provider than the one named", async () => {
    const customer = await withPassword();
    const response = await post(customer, "/api/accounts/me/link", {
      provider: "apple",
      token: await linkToken(upstream("google-oauth2")),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "IDENTITY_LINK_TOKEN_INVALID",
      fields: [{ path: "provider", code: "invalid_value" }],
    });
  });

  it("spends a token once: a replay is refused, also by another customer", async () => {
    const first = await withPassword();
    const second = await withPassword();
    const token = await linkToken(upstream("apple"));
    expect((await post(first, "/api/accounts/me/link", { provider: "apple", token })).statusCode).toBe(200);
    await post(first, "/api/accounts/me/unlink", {
      provider: "apple",
      id: (await identitiesOf(first))[1]?.account.id,
    });
    for (const customer of [first, second]) {
      const replay = await post(customer, "/api/accounts/me/link", { provider: "apple", token });
      expect(replay.statusCode).toBe(400);
      expect(replay.json()).toMatchObject({ code: "IDENTITY_LINK_TOKEN_INVALID" });
    }
  });

  it("refuses an upstream identity linked to another account (409) and leaves it there", async () => {
    const owner = await withPassword();
    const other = await withPassword();
    const identity = upstream("google-oauth2");
    await post(owner, "/api/accounts/me/link", {
      provider: "google-oauth2",
      token: await linkToken(identity),
    });
    const response = await post(other, "/api/accounts/me/link", {
      provider: "google-oauth2",
      token: await linkToken(identity),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: "IDENTITY_ALREADY_LINKED" });
    expect((await identitiesOf(owner)).map((entry) => entry.provider)).toEqual(["password", "google-oauth2"]);
    expect(await identitiesOf(other)).toHaveLength(1);
  });

  it("refuses a second identity of a provider already linked on the account (409)", async () => {
    const customer = await withPassword();
    const first = upstream("facebook");
    await post(customer, "/api/accounts/me/link", { provider: "facebook", token: await linkToken(first) });
    const response = await post(customer, "/api/accounts/me/link", {
      provider: "facebook",
      token: await linkToken(upstream("facebook")),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: "IDENTITY_PROVIDER_ALREADY_LINKED" });
    expect((await identitiesOf(customer))[1]?.account.name).toBe(first.name);
  });
});

describe("POST /api/accounts/me/unlink", () => {
  async function linked(customer: { id: string }, provider: IdentityProvider) {
    const response = await post(customer, "/api/accounts/me/link", {
      provider,
      token: await linkToken(upstream(provider)),
    });
    expect(response.statusCode).toBe(200);
    const entry = IdentitiesResponseSchema.parse(response.json()).find((item) => item.provider === provider);
    return entry?.account.id as string;
  }

  it("removes the customer's own identity and answers the list without it", async () => {
    const customer = await withPassword();
    const id = await linked(customer, "apple");
    const response = await post(customer, "/api/accounts/me/unlink", { provider: "apple", id });
    expect(response.statusCode).toBe(200);
    expect(response.json().map((entry: { provider: string }) => entry.provider)).toEqual(["password"]);
    expect(await identitiesOf(customer)).toHaveLength(1);
  });

  it("answers 404 for another customer's identity and leaves it linked", async () => {
    const owner = await withPassword();
    const other = await withPassword();
    const id = await linked(owner, "google-oauth2");
    const response = await post(other, "/api/accounts/me/unlink", { provider: "google-oauth2", id });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: "NOT_FOUND" });
    expect((await identitiesOf(owner)).map((entry) => entry.provider)).toEqual(["password", "google-oauth2"]);
  });

  it("answers 404 for an unknown id, or an own id named with another provider", async () => {
    const customer = await withPassword();
    const id = await linked(customer, "facebook");
    for (const payload of [
      { provider: "facebook", id: randomUUID() },
      { provider: "apple", id },
    ]) {
      expect((await post(customer, "/api/accounts/me/unlink", payload)).statusCode).toBe(404);
    }
    expect(await identitiesOf(customer)).toHaveLength(2);
  });

  it("keeps the last way to sign in: no password and one identity is a 409", async () => {
    const customer = await withoutPassword();
    const id = await linked(customer, "apple");
    const response = await post(customer, "/api/accounts/me/unlink", { provider: "apple", id });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: "IDENTITY_LAST_SIGN_IN_METHOD" });
    expect(await identitiesOf(customer)).toHaveLength(1);
  });

  it("lets a customer without a password unlink one of two identities", async () => {
    const customer = await withoutPassword();
    const apple = await linked(customer, "apple");
    await linked(customer, "google-oauth2");
    const response = await post(customer, "/api/accounts/me/unlink", { provider: "apple", id: apple });
    expect(response.statusCode).toBe(200);
    expect(response.json().map((entry: { provider: string }) => entry.provider)).toEqual(["google-oauth2"]);
  });

  it.each([
    ["no id", { provider: "apple" }, "id", "required"],
    ["an id that is not a uuid", { provider: "apple", id: "12" }, "id", "invalid_format"],
    ["no provider", { id: randomUUID() }, "provider", "required"],
    ["an unknown provider", { provider: "myspace", id: randomUUID() }, "provider", "invalid_value"],
    ["the password row", { provider: "password", id: randomUUID() }, "provider", "invalid_value"],
    ["an unknown field", { provider: "apple", id: randomUUID(), all: true }, "all", "unknown_field"],
  ])("refuses %s (400 naming the field)", async (_case, payload, path, code) => {
    const customer = await withPassword();
    const response = await post(customer, "/api/accounts/me/unlink", payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "BAD_REQUEST",
      fields: expect.arrayContaining([{ path, code }]),
    });
  });
});
