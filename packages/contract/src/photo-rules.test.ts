import { describe, expect, it } from "vitest";
import { PHOTO_MAX_BYTES, PHOTO_MIME_TYPES } from "./constants.ts";
import {
  accountAfterValidPhoto,
  checkPhoto,
  checkPhotoSize,
  checkPhotoType,
  photoRuleErrorOf,
  sniffPhotoType,
  subscriptionAfterValidPhoto,
} from "./photo-rules.ts";
import type { SubscriptionModel } from "./subscription-rules.ts";

const bytes = (...values: (number | string)[]) =>
  Uint8Array.from(
    values.flatMap((value) => (typeof value === "string" ? [...value].map((c) => c.charCodeAt(0)) : [value])),
  );

describe("photo size and type (SPEC 5)", () => {
  it("accepts 512000 bytes and refuses one more with 10001 and the limit in KB", () => {
    expect(checkPhotoSize(PHOTO_MAX_BYTES)).toBeNull();
    expect(checkPhotoSize(PHOTO_MAX_BYTES + 1)).toEqual({
      code: 10001,
      i18n: "Error.FileUploadSize",
      values: { maxSize: 500 },
    });
  });

  it("accepts the allowed types, image/jpg as jpeg, and refuses a GIF with 10002 listing the types", () => {
    for (const type of PHOTO_MIME_TYPES) {
      expect(checkPhotoType(type)).toBeNull();
    }
    expect(checkPhotoType("IMAGE/JPG")).toBeNull();
    expect(checkPhotoType("image/gif")).toEqual({
      code: 10002,
      i18n: "Error.FileUploadMimeType",
      values: { types: "jpg, jpeg, png, heif, webp, heic" },
    });
    expect(checkPhotoType("")).not.toBeNull();
  });

  it("follows the settings' fileUploadParams and checks the size first", () => {
    expect(
      checkPhoto({ size: 2_000, type: "image/png" }, { maxFileSize: 1_024, allowedMimeTypes: ["image/png"] })
        ?.code,
    ).toBe(10001);
    expect(checkPhoto({ size: 600_000, type: "image/gif" })?.code).toBe(10001);
    expect(
      checkPhoto({ size: 1_000, type: "image/webp" }, { maxFileSize: 1_024, allowedMimeTypes: ["image/png"] })
        ?.code,
    ).toBe(10002);
  });
});

describe("the server's photo errors on the web", () => {
  it("gives back the SPEC 5 message for the server's size and type codes, nothing for others", () => {
    expect(photoRuleErrorOf("PHOTO_TOO_LARGE")).toMatchObject({ code: 10001, values: { maxSize: 500 } });
    expect(photoRuleErrorOf("PHOTO_TYPE_NOT_ALLOWED")).toMatchObject({ code: 10002 });
    expect(photoRuleErrorOf("PHOTO_UNREADABLE")).toBeNull();
  });
});

describe("sniffPhotoType: the bytes decide, never the name", () => {
  it("recognises JPEG, PNG and WebP", () => {
    expect(sniffPhotoType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, "JFIF"))).toBe("image/jpeg");
    expect(sniffPhotoType(bytes(0x89, "PNG", 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, "IHDR"))).toBe("image/png");
    expect(sniffPhotoType(bytes("RIFF", 0x24, 0, 0, 0, "WEBPVP8 "))).toBe("image/webp");
  });

  it("recognises HEIC and HEIF by their ftyp brands", () => {
    expect(sniffPhotoType(bytes(0, 0, 0, 0x18, "ftypheic", 0, 0, 0, 0, "mif1heic"))).toBe("image/heic");
    expect(sniffPhotoType(bytes(0, 0, 0, 0x18, "ftypmif1", 0, 0, 0, 0, "mif1miaf"))).toBe("image/heif");
    // An MP4 video shares the box layout, not the brands.
    expect(sniffPhotoType(bytes(0, 0, 0, 0x18, "ftypisom", 0, 0, 2, 0, "isomiso2"))).toBeNull();
  });

  it("refuses GIF, SVG, HTML, PDF, a truncated header and nothing", () => {
    expect(sniffPhotoType(bytes("GIF89a", 1, 0, 1, 0))).toBeNull();
    expect(sniffPhotoType(bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>'))).toBeNull();
    expect(sniffPhotoType(bytes("<!DOCTYPE html><html>"))).toBeNull();
    expect(sniffPhotoType(bytes("%PDF-1.7"))).toBeNull();
    expect(sniffPhotoType(bytes(0xff, 0xd8))).toBeNull();
    expect(sniffPhotoType(new Uint8Array())).toBeNull();
  });
});

describe("a valid photo lifts the incorrect_photo block", () => {
  const blocked: SubscriptionModel = {
    plan: "CINEPASS_26",
    addOns: [],
    domain: "fr",
    startDate: "2025-03-05",
    commitmentEndDate: "2026-03-05",
    billingDay: 5,
    status: "blocked",
    blockedReason: "incorrect_photo",
    pause: null,
    cancellation: null,
    planChange: null,
    debitInvoiceEnabled: false,
  };

  it("turns a pass blocked for its photo active, or unpaid while an invoice is unpaid", () => {
    expect(subscriptionAfterValidPhoto(blocked, "2026-04-10", { unpaidInvoice: false })).toMatchObject({
      status: "active",
      blockedReason: null,
    });
    expect(subscriptionAfterValidPhoto(blocked, "2026-04-10", { unpaidInvoice: true }).status).toBe("unpaid");
  });

  it("applies what is due today: a pause running since the block makes it suspended", () => {
    const paused = { ...blocked, pause: { from: "2026-04-05", to: "2026-05-05" } };
    expect(subscriptionAfterValidPhoto(paused, "2026-04-10", { unpaidInvoice: false }).status).toBe(
      "suspended",
    );
  });

  it("leaves any other state or another block as it is", () => {
    const other = { ...blocked, blockedReason: "fraud" };
    expect(subscriptionAfterValidPhoto(other, "2026-04-10", { unpaidInvoice: false })).toBe(other);
    const active = { ...blocked, status: "active" as const, blockedReason: null };
    expect(subscriptionAfterValidPhoto(active, "2026-04-10", { unpaidInvoice: false })).toBe(active);
  });

  it("unblocks the account only for the photo reason, and marks its photo OK", () => {
    expect(accountAfterValidPhoto({ status: "blocked", blockedReason: "incorrect_photo" })).toEqual({
      status: "active",
      blockedReason: null,
      photoStatus: "OK",
    });
    expect(accountAfterValidPhoto({ status: "blocked", blockedReason: "fraud" })).toEqual({
      status: "blocked",
      blockedReason: "fraud",
      photoStatus: "OK",
    });
  });
});
