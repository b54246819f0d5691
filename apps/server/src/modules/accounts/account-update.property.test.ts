// Random PATCH /api/accounts/me bodies against one customer (DESIGN.md "Property tests"): valid
// values, invalid ones and unknown keys mixed. The stored row is read from the database as text, so
// the account cache cannot hide a write. The seed is random: a failure prints fast-check's seed, path
// and shrunk body; replay with `{ seed, path }` in the fc.assert options.
import {
  ERROR_STATUS,
  ErrorResponseSchema,
  GENDER_SERVER_VALUES,
  GENERAL_OPTIN_FIELD,
  INTEREST_EVENTS,
  INTEREST_GENRES,
  MAIL_OPTIN_FIELD,
  UPDATE_FIELD_TO_ACCOUNT_FIELD,
  type UpdateAccountRequest,
} from "@cinelux/contract";
import { postalCodeRuleOf } from "@cinelux/contract/profile";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.ts";
import { createCustomer, tokenOf } from "../../../test/factories.ts";
import { type AccountRow, accounts } from "../../db/schema/index.ts";
import { todayIn } from "./account-rules.ts";

type Field = keyof UpdateAccountRequest;
const FIELDS = Object.keys(UPDATE_FIELD_TO_ACCOUNT_FIELD) as Field[];

/**
 * The row property each PATCH name lands in: the contract's account field, except the opt-ins,
 * which the table keeps under brand-free names. Stated here, not imported from the code under test.
 */
const ROW_PROPERTY: Record<Field, keyof AccountRow> = {
  ...UPDATE_FIELD_TO_ACCOUNT_FIELD,
  [MAIL_OPTIN_FIELD]: "mailCommunicationOptin",
  [GENERAL_OPTIN_FIELD]: "generalCommunicationOptin",
};
/** PATCH name -> SQL column name, as `to_jsonb` of the row spells it. */
const COLUMN: Record<Field, string> = Object.fromEntries(
  FIELDS.map((field) => [field, accounts[ROW_PROPERTY[field]].name]),
) as Record<Field, string>;
/** Text fields the contract trims (SPEC 5: surrounding spaces are not kept). */
const TRIMMED = new Set<Field>([
  "firstname",
  "lastname",
  "infixname",
  "address",
  "addressComplement",
  "city",
]);

// biome-ignore lint/suspicious/noControlCharactersInRegex: the guard's own set (http/control-characters.ts).
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|\p{Surrogate}/u;
/** A control character or a lone surrogate in any string or key of the body, at any depth. */
function hasControl(value: unknown): boolean {
  if (typeof value === "string") {
    return CONTROL.test(value);
  }
  if (value === null || typeof value !== "object") {
    return false;
  }
  return Object.entries(value).some(([key, item]) => CONTROL.test(key) || hasControl(item));
}

const t = useTestApp({ seed: false });
let customer: AccountRow;
let token: string;
let request = 0;
beforeAll(async () => {
  customer = await createCustomer(t.database.db, { infixName: "de", homePhone: "+33 1 40 00 00 00" });
  token = await tokenOf(t, customer);
});

/** The stored row as PostgreSQL prints it: the byte-for-byte reference, never the cache. */
async function storedRow(): Promise<string> {
  const result = await t.database.db.execute(
    sql`select to_jsonb(a)::text as row from accounts a where a.id = ${customer.id}`,
  );
  const rows = (result as unknown as { rows: { row: string }[] }).rows;
  const row = rows[0]?.row;
  if (!row) {
    throw new Error("the customer's row is gone");
  }
  return row;
}

async function patch(body: Record<string, unknown>) {
  request += 1;
  return t.app.inject({
    method: "PATCH",
    url: "/api/accounts/me",
    // One address per request: the 120 writes a minute per client would otherwise answer 429.
    remoteAddress: `10.7.${Math.floor(request / 250)}.${request % 250}`,
    headers: { authorization: `Bearer ${token}` },
    payload: body,
  });
}

/** What a column holds after a 200 with `value` sent: trimmed text, "" -> null, empty interests -> null. */
function expectedStored(field: Field, value: unknown): unknown {
  if (field === "interest") {
    const interest = value as { genres: string[]; events: string[] } | null;
    return interest && (interest.genres.length > 0 || interest.events.length > 0) ? interest : null;
  }
  const text = typeof value === "string" && TRIMMED.has(field) ? value.trim() : value;
  return text === "" ? null : text;
}

// --- Values -------------------------------------------------------------------------------------

const YEAR = Number(todayIn(new Date()).slice(0, 4));
const pad = (n: number) => String(n).padStart(2, "0");
const spaces = fc.constantFrom("", " ", "  ", "\t", "\n", "\u00a0", "\u3000");
const printable = fc
  .string({ unit: "grapheme", minLength: 1, maxLength: 30 })
  .filter((text) => !CONTROL.test(text) && text.trim().length > 0);
/** A text the contract accepts for a field of at most `max` characters, maybe with surrounding spaces. */
const text = (max: number) =>
  fc
    .tuple(spaces, printable, spaces)
    .map(([before, core, after]) => `${before}${core}${after}`)
    .filter((value) => value.trim().length <= max);
const withControl = fc
  .tuple(fc.string({ maxLength: 5 }), fc.integer({ min: 0, max: 0x1f }), fc.string({ maxLength: 5 }))
  .filter(([, code]) => code !== 0x09 && code !== 0x0a && code !== 0x0d)
  .map(([before, code, after]) => `${before}${String.fromCharCode(code)}${after}`);
const tooLong = (max: number) => fc.integer({ min: max + 1, max: max + 40 }).map((n) => "é".repeat(n));
const lone = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => `A${String.fromCharCode(code)}B`);
const junk = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 3 }),
  fc.jsonValue({ maxDepth: 10 }),
);
const anyDate = fc
  .tuple(
    fc.integer({ min: 1800, max: 3100 }),
    fc.integer({ min: 0, max: 13 }),
    fc.integer({ min: 0, max: 32 }),
  )
  .map(([y, m, d]) => `${y}-${pad(m)}-${pad(d)}`);
/** A real calendar date at least 16 years back and not before 1900: always accepted. */
const validDate = fc
  .date({
    min: new Date("1900-01-01T12:00:00Z"),
    max: new Date(`${YEAR - 16}-01-01T12:00:00Z`),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString().slice(0, 10));
const phone = fc.stringMatching(/^\+?[0-9 ().-]{6,20}$/);
const interest = fc.record({
  genres: fc.shuffledSubarray([...INTEREST_GENRES]),
  events: fc.shuffledSubarray([...INTEREST_EVENTS]),
});

/** Per field: values that must be accepted, and values that may well be refused. */
const VALUES: Record<Field, { valid: fc.Arbitrary<unknown>; invalid: fc.Arbitrary<unknown> }> = {
  salutation: { valid: fc.constantFrom(...GENDER_SERVER_VALUES), invalid: fc.oneof(fc.string(), junk) },
  firstname: { valid: text(60), invalid: fc.oneof(tooLong(60), spaces, withControl, lone, junk) },
  lastname: { valid: text(60), invalid: fc.oneof(tooLong(60), spaces, withControl, lone, junk) },
  infixname: {
    valid: fc.oneof(text(20), spaces, fc.constant(null)),
    invalid: fc.oneof(tooLong(20), withControl, lone, junk),
  },
  dateOfBirth: {
    valid: validDate,
    invalid: fc.oneof(
      anyDate,
      fc.constantFrom("17/05/1994", "1994-5-17", "", "1994-05-17T00:00:00Z"),
      // Too young (AGE_RESTRICTION) or in the future.
      fc
        .date({
          min: new Date(`${YEAR - 14}-01-01T12:00:00Z`),
          max: new Date(`${YEAR + 2}-01-01T12:00:00Z`),
          noInvalidDate: true,
        })
        .map((date) => date.toISOString().slice(0, 10)),
      junk,
    ),
  },
  homePhone: { valid: fc.oneof(phone, fc.constant(null)), invalid: fc.oneof(fc.string(), withControl, junk) },
  mobilePhone: {
    valid: fc.oneof(phone, fc.constant(null)),
    invalid: fc.oneof(fc.string(), withControl, junk),
  },
  address: { valid: text(120), invalid: fc.oneof(tooLong(120), spaces, withControl, lone, junk) },
  addressComplement: {
    valid: fc.oneof(text(120), spaces, fc.constant(null)),
    invalid: fc.oneof(tooLong(120), withControl, lone, junk),
  },
  // Valid alone and together: five digits, and a country whose post uses five digits or that has no
  // rule of its own (the customers are French; contract profile.ts checks the pair).
  zipCode: { valid: fc.stringMatching(/^\d{5}$/), invalid: fc.oneof(fc.string(), junk) },
  city: { valid: text(60), invalid: fc.oneof(tooLong(60), spaces, withControl, lone, junk) },
  country: {
    valid: fc
      .stringMatching(/^[A-Z]{2}$/)
      .filter((country) => ["FR", "DE", "IT"].includes(country) || postalCodeRuleOf(country) === undefined),
    invalid: fc.oneof(fc.string({ maxLength: 4 }), junk),
  },
  // The customer is registered: `false` is refused by rule (docs/accounts.md).
  registered: { valid: fc.constant(true), invalid: fc.oneof(fc.constant(false), junk) },
  [MAIL_OPTIN_FIELD]: { valid: fc.boolean(), invalid: junk },
  [GENERAL_OPTIN_FIELD]: { valid: fc.boolean(), invalid: junk },
  hasLoyalty: { valid: fc.boolean(), invalid: junk },
  interest: {
    valid: fc.oneof(interest, fc.constant(null)),
    invalid: fc.oneof(
      fc.record({ genres: fc.array(fc.string({ maxLength: 8 }), { maxLength: 3 }), events: fc.constant([]) }),
      interest.map((value) => ({ ...value, genres: [...value.genres, INTEREST_GENRES[0]] })),
      interest.map((value) => ({ ...value, extra: [] })),
      junk,
    ),
  },
};

const KNOWN = new Set<string>(FIELDS);
const unknownKey = fc
  .oneof(
    fc.constantFrom("__proto__", "constructor", "prototype", "toString", "email", "a.b", "0"),
    fc.string({ minLength: 1, maxLength: 12 }),
  )
  .filter((key) => !KNOWN.has(key) && !CONTROL.test(key));

/** Up to 6 fields, each valid (4 in 5) or not, plus (1 in 4) unknown keys holding junk. */
const mixedBody = fc
  .tuple(
    fc
      .shuffledSubarray(FIELDS, { maxLength: 6 })
      .chain((fields) =>
        fc.tuple(
          ...fields.map((field) =>
            fc
              .oneof({ weight: 4, arbitrary: VALUES[field].valid }, VALUES[field].invalid)
              .map((value) => [field, value]),
          ),
        ),
      ),
    fc.oneof(
      { weight: 3, arbitrary: fc.constant({}) },
      fc.dictionary(unknownKey, junk, { minKeys: 1, maxKeys: 2 }),
    ),
  )
  .map(([known, unknown]) => ({ ...unknown, ...Object.fromEntries(known) }) as Record<string, unknown>);

/** A non-empty subset of the fields, every value one the contract and the rules accept. */
const validBody = fc
  .record(
    Object.fromEntries(FIELDS.map((field) => [field, VALUES[field].valid])) as Record<
      Field,
      fc.Arbitrary<unknown>
    >,
    { requiredKeys: [] },
  )
  .filter((body) => Object.keys(body).length > 0);

/** Properties (1)-(4) for one body; returns the status for the caller's own checks. */
async function checkPatch(generated: Record<string, unknown>): Promise<number> {
  // The body as the server receives it: JSON has no NaN or Infinity (they travel as null), so the
  // expectations are computed from the wire form, not from the generated value.
  const body = JSON.parse(JSON.stringify(generated)) as Record<string, unknown>;
  const before = await storedRow();
  const response = await patch(body);
  const after = await storedRow();
  const status = response.statusCode;
  // (1) 200, or a coded 4xx whose code maps to that status; never a 5xx.
  expect(status === 200 || (status >= 400 && status < 500), `status ${status}: ${response.body}`).toBe(true);
  if (status !== 200) {
    const error = ErrorResponseSchema.parse(response.json());
    expect((ERROR_STATUS as Record<string, number>)[error.code], error.code).toBe(status);
    // (2) A refused change writes nothing, not even updated_at.
    expect(after).toBe(before);
  } else {
    // (3) Exactly the sent fields changed, normalised; no other column (updated_at aside).
    const old = JSON.parse(before) as Record<string, unknown>;
    const now = JSON.parse(after) as Record<string, unknown>;
    const expected: Record<string, unknown> = { ...old, updated_at: now.updated_at };
    for (const [field, value] of Object.entries(body)) {
      expected[COLUMN[field as Field]] = expectedStored(field as Field, value);
    }
    expect(now).toEqual(expected);
    const answered = response.json() as Record<string, unknown>;
    for (const [field, value] of Object.entries(body)) {
      expect(answered[UPDATE_FIELD_TO_ACCOUNT_FIELD[field as Field]], field).toEqual(
        expectedStored(field as Field, value),
      );
    }
  }
  // (4) An unknown key is a 400 naming it. Refused earlier, without naming it: a "__proto__" key at
  // any depth (Fastify's JSON parser refuses the whole body), then a control character or lone surrogate anywhere (the guard, which
  // names only that).
  const unknown = Object.keys(body).filter((key) => !KNOWN.has(key));
  if (unknown.length > 0) {
    expect(status).toBe(400);
    const error = response.json() as { code: string; fields?: unknown[] };
    if (hasProtoKey(body)) {
      expect(error).toEqual({ code: "BAD_REQUEST", message: expect.any(String) });
    } else if (hasControl(body)) {
      expect(error.fields).toEqual([
        { path: expect.any(String), code: expect.stringMatching(/^(control_character|invalid_value)$/) },
      ]);
    } else {
      for (const key of unknown) {
        expect(error.fields).toContainEqual({ path: key, code: "unknown_field" });
      }
    }
  }
  return status;
}

/** Whether "__proto__" is a key anywhere in `value`. */
function hasProtoKey(value: unknown): boolean {
  if (Array.isArray(value)) {
    return value.some(hasProtoKey);
  }
  if (value !== null && typeof value === "object") {
    return Object.keys(value).some(
      (key) => key === "__proto__" || hasProtoKey((value as Record<string, unknown>)[key]),
    );
  }
  return false;
}

describe("PATCH /api/accounts/me with random bodies", () => {
  it("answers 200 or a coded 4xx; a 4xx writes nothing, a 200 exactly the sent fields", async () => {
    await fc.assert(
      fc.asyncProperty(mixedBody, async (body) => {
        await checkPatch(body);
      }),
      { numRuns: 800 },
    );
  }, 60_000);

  it("accepts every body of valid values and stores it normalised", async () => {
    await fc.assert(
      fc.asyncProperty(validBody, async (body) => {
        expect(await checkPatch(body)).toBe(200);
      }),
      { numRuns: 300 },
    );
  }, 60_000);
});
