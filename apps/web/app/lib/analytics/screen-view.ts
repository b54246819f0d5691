import type { Language } from "@cinelux/contract/languages";
import type { RouteHandle } from "../routing/route-handle";

/** What each navigation pushes to the tag manager's data layer (SPEC 2.2 analytics screen names). */
export interface ScreenViewEvent {
  event: "screen_view";
  screen_name: string;
  screen_category?: string;
  language: Language;
  /** SPEC 7: SHA-256 of the signed-in customer's mail, computed locally; never the mail itself. */
  user_id_hash?: string;
}

export interface DataLayerHost {
  dataLayer?: unknown[];
}

/** A route without a screen name (the callback, a redirect) is not a screen. */
export function screenViewEvent(
  handle: Pick<RouteHandle, "screenName" | "screenCategory">,
  language: Language,
  userIdHash?: string,
): ScreenViewEvent | null {
  if (!handle.screenName) {
    return null;
  }
  return {
    event: "screen_view",
    screen_name: handle.screenName,
    ...(handle.screenCategory ? { screen_category: handle.screenCategory } : {}),
    language,
    ...(userIdHash ? { user_id_hash: userIdHash } : {}),
  };
}

/** Pushes onto `window.dataLayer`, creating it when the tag manager has not loaded (yet). */
export function pushToDataLayer(event: ScreenViewEvent, host: DataLayerHost = window as DataLayerHost): void {
  host.dataLayer ??= [];
  host.dataLayer.push(event);
}

/** SPEC 7: hex SHA-256 of the lower-cased, trimmed mail (Web Crypto). */
export async function hashMail(mail: string): Promise<string> {
  const bytes = new TextEncoder().encode(mail.trim().toLowerCase());
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}
