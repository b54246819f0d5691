import { BRAND } from "./brand.ts";
import type { DomainId } from "./domains.ts";

/** SPEC 9 business constants and limits, in one place. */
export const MAX_FAVOURITE_CINEMAS = 6;
export const TOAST_AUTO_HIDE_MS = 5_000;
/** SPEC 9 leaves the value open: a dismissed toast with a cacheId stays hidden this many days. */
export const TOAST_DISMISS_DAYS = 7;
export const SCROLL_DEBOUNCE_MS = 200;
export const RESIZE_DEBOUNCE_MS = 150;
export const STICKY_HEADER_UNSTICK_PX = 68;
export const STICKY_HEADER_VIEWPORT_RATIO = 0.25;
export const HOME_PUSH_HIDE_DAYS = 60;
export const MAX_WARNING_ALERTS = 1;
export const MAX_INFO_ALERTS = 2;
/** SPEC 9: at most 2 info toasts raised by the account's handlers (unpaid pass, blocked account). */
export const MAX_HANDLER_INFO_TOASTS = 2;
export const AGE_RESTRICTION = 15;
export const WISHLIST_INTENTION = 2;
export const DEFAULT_CITY = "idf";
export const DAY_MS = 24 * 60 * 60 * 1000;

/** SPEC 9: the authentication-flag cookie read by the catalog: value 1, one hour. */
export const AUTH_FLAG_COOKIE = { name: "cinelux_authenticated", value: "1", maxAgeSeconds: 3600 } as const;
/** SPEC 9: the webview's auth cookie, named after the provider. */
export const WEBVIEW_AUTH_COOKIE = `${BRAND.key.toUpperCase()}_AUTH`;

/** SPEC 5 / 9: photo upload limits and error codes. */
export const PHOTO_MAX_BYTES = 512_000;
export const PHOTO_EXTENSIONS = ["jpg", "jpeg", "png", "heif", "webp", "heic"] as const;
export const PHOTO_MIME_TYPES = [
  "image/jpeg",
  "image/png",
  "image/heif",
  "image/webp",
  "image/heic",
] as const;
export const PHOTO_ERROR_TOO_BIG = 10001;
export const PHOTO_ERROR_MIME_TYPE = 10002;

/** SPEC 2.1: five footer cities per domain. */
export const FOOTER_CITIES: Record<DomainId, readonly { name: string; slug: string }[]> = {
  fr: [
    { name: "Paris", slug: "paris" },
    { name: "Lyon", slug: "lyon" },
    { name: "Marseille", slug: "marseille" },
    { name: "Toulouse", slug: "toulouse" },
    { name: "Nice", slug: "nice" },
  ],
  nl: [
    { name: "Amsterdam", slug: "amsterdam" },
    { name: "Rotterdam", slug: "rotterdam" },
    { name: "Den Haag", slug: "den-haag" },
    { name: "Utrecht", slug: "utrecht" },
    { name: "Tilburg", slug: "tilburg" },
  ],
};

/** SPEC 9: footer FAQ articles come from one fixed knowledge-article category. */
export const FOOTER_FAQ_CATEGORY_ID = "kac-footer-001";
