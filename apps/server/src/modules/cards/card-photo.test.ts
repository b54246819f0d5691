import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { crc32, deflateSync } from "node:zlib";
import type { SubscriptionModel } from "@cinelux/contract";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.ts";
import { createCustomer, injectAs } from "../../../test/factories.ts";
import { type FormPart, multipartForm } from "../../../test/multipart.ts";
import { createPass } from "../../../test/passes.factories.ts";
import {
  type AccountRow,
  passCards,
  subscriptionAudit,
  subscriptionRowOf,
  subscriptions,
} from "../../db/schema/index.ts";
import { heicDecodable } from "../../lib/sharp.ts";

// Hostile and ordinary uploads to POST /api/accounts/me/updatePhoto. Every image is drawn by sharp here: no
// binary fixture.

const t = useTestApp({ seed: false });

let numbers = 0;
/** A customer with a pass card of their own (no photo yet). */
async function customerWithCard(): Promise<{ customer: AccountRow; cardId: string }> {
  const customer = await createCustomer(t.database.db);
  numbers += 1;
  const number = `62910000${String(numbers).padStart(8, "0")}`;
  const [card] = await t.database.db
    .insert(passCards)
    .values({
      accountId: customer.id,
      type: "CINEPASS",
      label: "Cinépass",
      number,
      code: `CLX-${number}`,
      holderLastName: customer.lastName ?? "",
    })
    .returning({ id: passCards.id });
  if (!card) {
    throw new Error("no card");
  }
  return { customer, cardId: card.id };
}

async function upload(
  customer: Pick<AccountRow, "id">,
  cardId: string,
  data: Uint8Array | string,
  file: { filename?: string; type?: string } = {},
  extra: FormPart[] = [],
) {
  const form = multipartForm([
    { name: "cardId", value: cardId },
    { name: "photo", filename: file.filename ?? "photo.jpg", type: file.type ?? "image/jpeg", data },
    ...extra,
  ]);
  return injectAs(t, customer, {
    method: "POST",
    url: "/api/accounts/me/updatePhoto?language=fr",
    payload: form.payload,
    headers: form.headers,
  });
}

async function picture(customer: Pick<AccountRow, "id">, cardId: string) {
  return injectAs(t, customer, { method: "GET", url: `/api/accounts/me/cards/picture/${cardId}.jpg` });
}

async function storedPhoto(cardId: string) {
  const [row] = await t.database.db
    .select({ photo: passCards.photo, status: passCards.photoStatus })
    .from(passCards)
    .where(eq(passCards.id, cardId));
  return row;
}

const portrait = (width = 300, height = 400) =>
  sharp({ create: { width, height, channels: 3, background: "#c9a27e" } })
    .composite([
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 3}" r="${width / 5}" fill="#f5e6da"/></svg>`,
        ),
      },
    ])
    .jpeg()
    .toBuffer();

function expectRefused(
  response: { statusCode: number; json(): { code: string } },
  status: number,
  code: string,
) {
  expect(response.statusCode).toBe(status);
  expect(response.json().code).toBe(code);
}

/** A PNG whose header claims width x height, with one byte of pixel data (a decompression bomb's header). */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc(1))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

describe("POST /api/accounts/me/updatePhoto: a valid photo", () => {
  it("stores a re-encoded JPEG within the bounds, serves it to its owner only, privately", async () => {
    const { customer, cardId } = await customerWithCard();
    const response = await upload(customer, cardId, await portrait(1200, 1600));
    expect(response.statusCode).toBe(200);
    // A first photo waits for a moderator (docs/staff.md "Pass photos").
    expect(response.json()).toEqual({
      cardId,
      photoStatus: "PENDING",
      picture: `/api/accounts/me/cards/picture/${cardId}.jpg`,
    });
    const served = await picture(customer, cardId);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/jpeg");
    expect(served.headers["cache-control"]).toBe("private, no-store");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: "jpeg", width: 600, height: 800 });
    expect((await storedPhoto(cardId))?.status).toBe("PENDING");
    const cards = (await injectAs(t, customer, { method: "GET", url: "/api/accounts/me/cards" })).json();
    expect(cards[0]).toMatchObject({
      id: cardId,
      photoStatus: "PENDING",
      picture: `/api/accounts/me/cards/picture/${cardId}.jpg`,
    });
  });

  it("takes a HEIF coded in AV1 (AVIF), which this sharp decodes", async () => {
    const { customer, cardId } = await customerWithCard();
    const avif = await sharp({ create: { width: 32, height: 32, channels: 3, background: "#884422" } })
      .avif()
      .toBuffer();
    expect(
      (await upload(customer, cardId, avif, { type: "image/heif", filename: "a.heif" })).statusCode,
    ).toBe(200);
    expect((await sharp((await picture(customer, cardId)).rawPayload).metadata()).format).toBe("jpeg");
  });

  it("takes PNG and WebP by their bytes, and flattens transparency", async () => {
    const { customer, cardId } = await customerWithCard();
    const transparent = await sharp({
      create: { width: 40, height: 40, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    expect(
      (await upload(customer, cardId, transparent, { type: "image/png", filename: "a.png" })).statusCode,
    ).toBe(200);
    const stats = await sharp((await picture(customer, cardId)).rawPayload).stats();
    // Transparent pixels land on white, not black.
    expect(stats.channels[0]?.mean).toBeGreaterThan(250);
    const webp = await sharp({ create: { width: 40, height: 40, channels: 3, background: "#336699" } })
      .webp()
      .toBuffer();
    // The declared type and name are ignored: the bytes say WebP.
    expect(
      (await upload(customer, cardId, webp, { type: "text/plain", filename: "notes.txt" })).statusCode,
    ).toBe(200);
  });

  it("keeps Léa's incorrect_photo block while her new photo waits for a moderator, under review", async () => {
    // Léa's pass is blocked until a photo of hers is approved (SPEC 3/4 "incorrect_photo").
    const lea = await createCustomer(t.database.db, {
      firstName: "Léa",
      status: "blocked",
      blockedReason: "incorrect_photo",
      photoStatus: "KO",
    });
    await createPass(t.database.db, {
      customer: lea,
      plan: "CINEPASS_26",
      state: "blocked",
      photoStatus: "KO",
    });
    const before = (await injectAs(t, lea, { method: "GET", url: "/api/accounts/me" })).json();
    expect(before).toMatchObject({ status: "blocked", blockedReason: "incorrect_photo", photoStatus: "KO" });
    const [card] = (await injectAs(t, lea, { method: "GET", url: "/api/accounts/me/cards" })).json();
    expect(card).toMatchObject({ subscriptionStatus: "blocked", photoStatus: "KO" });
    const sent = await upload(lea, card.id, await portrait());
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ photoStatus: "PENDING" });
    const after = (await injectAs(t, lea, { method: "GET", url: "/api/accounts/me" })).json();
    expect(after).toMatchObject({
      status: "blocked",
      blockedReason: "incorrect_photo",
      photoStatus: "PENDING",
    });
    const [cardAfter] = (await injectAs(t, lea, { method: "GET", url: "/api/accounts/me/cards" })).json();
    expect(cardAfter).toMatchObject({ subscriptionStatus: "blocked", photoStatus: "PENDING" });
    const [subscription] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.accountId, lea.id));
    expect(subscription).toMatchObject({ status: "blocked", blockedReason: "incorrect_photo" });
    const audit = await t.database.db
      .select()
      .from(subscriptionAudit)
      .where(
        and(
          eq(subscriptionAudit.subscriptionId, subscription?.id ?? ""),
          eq(subscriptionAudit.action, "photoAccepted"),
        ),
      );
    expect(audit).toHaveLength(0);
  });

  it("replaces an accepted photo of a pass in good standing at once", async () => {
    const customer = await createCustomer(t.database.db);
    await createPass(t.database.db, { customer, plan: "CINEPASS_26", photoStatus: "OK" });
    const [card] = (await injectAs(t, customer, { method: "GET", url: "/api/accounts/me/cards" })).json();
    const sent = await upload(customer, card.id, await portrait());
    expect(sent.json()).toMatchObject({ photoStatus: "OK" });
    expect((await storedPhoto(card.id))?.status).toBe("OK");
  });
});

describe("POST /api/accounts/me/updatePhoto: which card waits for a moderator", () => {
  it("takes another card's photo at once, leaving the pass blocked; the pass's own waits, the block kept", async () => {
    const customer = await createCustomer(t.database.db, {
      status: "blocked",
      blockedReason: "incorrect_photo",
      photoStatus: "KO",
    });
    const [pass, other] = await t.database.db
      .insert(passCards)
      .values(
        ["62920000000000", "62920000000001"].map((prefix, index) => ({
          accountId: customer.id,
          type: index === 0 ? "CINEPASS" : "MOVIECARD_20",
          label: index === 0 ? "Cinépass" : "MovieCard 20",
          number: `${prefix}${String(numbers++).padStart(2, "0")}`,
          code: `CLX-${prefix}${numbers}`,
          holderLastName: "Client",
          status: index === 0 ? "blocked" : "active",
          photoStatus: index === 0 ? ("KO" as const) : null,
        })),
      )
      .returning({ id: passCards.id });
    if (!pass || !other) {
      throw new Error("no cards");
    }
    const model: SubscriptionModel = {
      plan: "CINEPASS",
      addOns: [],
      domain: "fr",
      startDate: "2025-01-05",
      commitmentEndDate: "2026-01-05",
      billingDay: 5,
      status: "blocked",
      blockedReason: "incorrect_photo",
      pause: null,
      cancellation: null,
      planChange: null,
      debitInvoiceEnabled: false,
    };
    await t.database.db.insert(subscriptions).values({
      accountId: customer.id,
      cardId: pass.id,
      subscriptionNumber: `AB-FR-T${numbers}`,
      ...subscriptionRowOf(model),
    });
    const account = async () =>
      (await injectAs(t, customer, { method: "GET", url: "/api/accounts/me" })).json();

    expect((await upload(customer, other.id, await portrait())).statusCode).toBe(200);
    expect(await account()).toMatchObject({
      status: "blocked",
      blockedReason: "incorrect_photo",
      photoStatus: "KO",
    });
    expect((await storedPhoto(other.id))?.status).toBe("OK");

    expect((await upload(customer, pass.id, await portrait())).statusCode).toBe(200);
    expect(await account()).toMatchObject({
      status: "blocked",
      blockedReason: "incorrect_photo",
      photoStatus: "PENDING",
    });
    expect((await storedPhoto(pass.id))?.status).toBe("PENDING");
    const [row] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.accountId, customer.id));
    expect(row).toMatchObject({ status: "blocked", blockedReason: "incorrect_photo" });
  });
});

describe("POST /api/accounts/me/updatePhoto: hostile uploads", () => {
  it("refuses a PDF named .jpg and declared image/jpeg (wrong magic bytes) with the type error", async () => {
    const { customer, cardId } = await customerWithCard();
    const pdf = "%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n";
    expectRefused(await upload(customer, cardId, pdf), 415, "PHOTO_TYPE_NOT_ALLOWED");
    expect((await storedPhoto(cardId))?.photo).toBeNull();
  });

  it("serves an HTML/JPEG polyglot back only as a re-encoded JPEG, never its HTML", async () => {
    const { customer, cardId } = await customerWithCard();
    const html = "<html><body><script>alert(document.cookie)</script></body></html>";
    // HTML in a JPEG comment and after the end-of-image marker: a browser sniffing it would run it.
    const jpeg = await portrait();
    const comment = Buffer.concat([Buffer.from([0xff, 0xfe, 0x00, html.length + 2]), Buffer.from(html)]);
    const polyglot = Buffer.concat([jpeg.subarray(0, 2), comment, jpeg.subarray(2), Buffer.from(html)]);
    expect(polyglot.includes("<script>")).toBe(true);
    expect(
      (await upload(customer, cardId, polyglot, { type: "text/html", filename: "x.html" })).statusCode,
    ).toBe(200);
    const served = await picture(customer, cardId);
    expect(served.headers["content-type"]).toBe("image/jpeg");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.rawPayload.includes("<script")).toBe(false);
    expect(served.rawPayload.includes("<html")).toBe(false);
    expect((await sharp(served.rawPayload).metadata()).format).toBe("jpeg");
  });

  it("refuses an SVG carrying a script, whatever it claims to be", async () => {
    const { customer, cardId } = await customerWithCard();
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>';
    expectRefused(await upload(customer, cardId, svg, { type: "image/jpeg" }), 415, "PHOTO_TYPE_NOT_ALLOWED");
    expectRefused(
      await upload(customer, cardId, svg, { type: "image/svg+xml", filename: "a.svg" }),
      415,
      "PHOTO_TYPE_NOT_ALLOWED",
    );
  });

  it("refuses a file over 512000 bytes as too large (10001 on the web), and takes one at the limit", async () => {
    const { customer, cardId } = await customerWithCard();
    const jpeg = await portrait();
    const padded = (size: number) => Buffer.concat([jpeg, Buffer.alloc(size - jpeg.length)]);
    expectRefused(await upload(customer, cardId, padded(512_001)), 413, "PHOTO_TOO_LARGE");
    expect((await storedPhoto(cardId))?.photo).toBeNull();
    // Trailing bytes after the image are dropped by the re-encode.
    expect((await upload(customer, cardId, padded(512_000))).statusCode).toBe(200);
  });

  it("refuses a small PNG declaring 50000 x 50000 pixels before decoding it", async () => {
    const { customer, cardId } = await customerWithCard();
    const bomb = pngClaiming(50_000, 50_000);
    expect(bomb.length).toBeLessThan(200);
    expectRefused(await upload(customer, cardId, bomb, { type: "image/png" }), 400, "PHOTO_UNREADABLE");
  });

  it("refuses a truncated image", async () => {
    const { customer, cardId } = await customerWithCard();
    const jpeg = await portrait();
    expectRefused(await upload(customer, cardId, jpeg.subarray(0, 400)), 400, "PHOTO_UNREADABLE");
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#123456" } })
      .png()
      .toBuffer();
    expectRefused(await upload(customer, cardId, png.subarray(0, 40)), 400, "PHOTO_UNREADABLE");
  });

  it("drops EXIF (GPS included) from what it stores, applying the camera's orientation first", async () => {
    const { customer, cardId } = await customerWithCard();
    const located = await sharp(await portrait(200, 100))
      .withExif({
        IFD0: { Make: "Spy Camera" },
        IFD3: {
          GPSLatitudeRef: "N",
          GPSLatitude: "48/1 51/1 24/1",
          GPSLongitudeRef: "E",
          GPSLongitude: "2/1 21/1 3/1",
        },
      })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const sent = await sharp(located).metadata();
    expect(sent.exif?.includes("Spy Camera")).toBe(true);
    expect(sent.exif?.includes("GPS") || sent.exif?.includes("N")).toBe(true);
    expect(sent.orientation).toBe(6);
    expect((await upload(customer, cardId, located)).statusCode).toBe(200);
    const served = (await picture(customer, cardId)).rawPayload;
    const metadata = await sharp(served).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.iptc).toBeUndefined();
    expect(served.includes("Spy Camera")).toBe(false);
    // Orientation 6 (rotate 90°): the 200 x 100 landscape is stored upright, 100 x 200.
    expect(metadata).toMatchObject({ width: 100, height: 200 });
  });

  it("never uses the file name: a path in it writes nothing anywhere", async () => {
    const { customer, cardId } = await customerWithCard();
    const name = `cinelux-evil-${randomBytes(6).toString("hex")}.jpg`;
    const response = await upload(customer, cardId, await portrait(), {
      filename: `../../../../tmp/${name}`,
    });
    expect(response.statusCode).toBe(200);
    expect(existsSync(`/tmp/${name}`)).toBe(false);
    expect(existsSync(name)).toBe(false);
    expect(response.body).not.toContain(name);
    expect((await picture(customer, cardId)).statusCode).toBe(200);
    const traversal = await upload(customer, cardId, await portrait(), { filename: "../../etc/passwd.jpg" });
    expect(traversal.statusCode).toBe(200);
  });

  it("refuses a GIF with the type error (10002 on the web)", async () => {
    const { customer, cardId } = await customerWithCard();
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#ff0000" } })
      .gif()
      .toBuffer();
    expectRefused(
      await upload(customer, cardId, gif, { type: "image/gif", filename: "a.gif" }),
      415,
      "PHOTO_TYPE_NOT_ALLOWED",
    );
  });

  it("answers HEIC with the type error when this sharp cannot decode it", async () => {
    const { customer, cardId } = await customerWithCard();
    // An AVIF (HEIF with AV1) relabelled with the heic brand: what the sniffer reads as an iPhone photo.
    const heic = Buffer.from(
      await sharp({ create: { width: 16, height: 16, channels: 3, background: "#00ff00" } })
        .avif()
        .toBuffer(),
    );
    heic.write("heic", 8, "latin1");
    const response = await upload(customer, cardId, heic, { type: "image/heic", filename: "IMG_0001.HEIC" });
    if (await heicDecodable()) {
      expect(response.statusCode).toBe(200);
    } else {
      expectRefused(response, 415, "PHOTO_TYPE_NOT_ALLOWED");
    }
  });

  it("refuses an empty file, a second file, an unknown field, a missing card id and a non-multipart body", async () => {
    const { customer, cardId } = await customerWithCard();
    expectRefused(await upload(customer, cardId, ""), 415, "PHOTO_TYPE_NOT_ALLOWED");
    const jpeg = await portrait();
    const twoFiles = await upload(customer, cardId, jpeg, {}, [
      { name: "photo", filename: "b.jpg", type: "image/jpeg", data: jpeg },
    ]);
    expectRefused(twoFiles, 400, "BAD_REQUEST");
    const unknown = await upload(customer, cardId, jpeg, {}, [{ name: "accountId", value: "x" }]);
    expectRefused(unknown, 400, "BAD_REQUEST");
    const noCard = multipartForm([{ name: "photo", filename: "a.jpg", type: "image/jpeg", data: jpeg }]);
    const missing = await injectAs(t, customer, {
      method: "POST",
      url: "/api/accounts/me/updatePhoto",
      payload: noCard.payload,
      headers: noCard.headers,
    });
    expectRefused(missing, 400, "BAD_REQUEST");
    const json = await injectAs(t, customer, {
      method: "POST",
      url: "/api/accounts/me/updatePhoto",
      payload: { cardId, photo: "base64" },
    });
    expectRefused(json, 400, "BAD_REQUEST");
    expect((await storedPhoto(cardId))?.photo).toBeNull();
  });
});

describe("a second customer", () => {
  it("gets 404 on the first one's photo and cannot upload to the first one's card", async () => {
    const first = await customerWithCard();
    expect((await upload(first.customer, first.cardId, await portrait())).statusCode).toBe(200);
    const original = (await storedPhoto(first.cardId))?.photo;
    const second = await customerWithCard();
    const read = await picture(second.customer, first.cardId);
    expectRefused(read, 404, "PASS_CARD_NOT_FOUND");
    const write = await upload(second.customer, first.cardId, await portrait(100, 100));
    expectRefused(write, 404, "PASS_CARD_NOT_FOUND");
    expect((await storedPhoto(first.cardId))?.photo).toEqual(original);
    // A card without a photo, an id that is no uuid and no token at all answer the same way.
    expectRefused(await picture(second.customer, second.cardId), 404, "PASS_CARD_NOT_FOUND");
    expectRefused(await picture(second.customer, "not-a-uuid"), 404, "PASS_CARD_NOT_FOUND");
    const anonymous = await t.app.inject({
      method: "GET",
      url: `/api/accounts/me/cards/picture/${first.cardId}.jpg`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
