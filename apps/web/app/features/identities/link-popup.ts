import {
  type IdentityProvider,
  LINK_MESSAGE_TYPE,
  LINK_POPUP_TIMEOUT_MS,
  type LinkMessage,
} from "@cinelux/contract/identities";
import type { Language } from "@cinelux/contract/languages";

/** What the link popup ended with: a link token for POST link, or why there is none. */
export type LinkPopupResult =
  | { token: string }
  | { error: "cancelled" | "failed" | "unavailable" | "blocked" | "timeout" };

export interface LinkPopup {
  result: Promise<LinkPopupResult>;
  /** The customer gave up from the page: the popup closes, the result is "cancelled". */
  cancel(): void;
}

export type OpenLinkPopup = (options: {
  provider: IdentityProvider;
  language: Language;
  /** The identity provider's origin (its pages live at /auth on it). */
  idpOrigin: string;
}) => LinkPopup;

function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

function isLinkMessage(data: unknown): data is LinkMessage {
  return typeof data === "object" && data !== null && (data as { type?: unknown }).type === LINK_MESSAGE_TYPE;
}

/**
 * Opens the provider's link popup (docs/identities.md) and waits for its answer: a message from this
 * site's own origin only (postMessage, or a same-origin BroadcastChannel when the cross-origin
 * upstream cut the popup from its opener), carrying the state this call made. SPEC 9: after 60 s
 * it gives up and closes the popup.
 */
export function openLinkPopup(
  options: Parameters<OpenLinkPopup>[0] & { timeoutMs?: number; win?: Window },
): LinkPopup {
  const win = options.win ?? window;
  const state = randomState();
  const url = new URL(`/auth/upstream/${options.provider}/link`, options.idpOrigin);
  url.searchParams.set("lang", options.language);
  url.searchParams.set("origin", win.location.origin);
  url.searchParams.set("state", state);
  const popup = win.open(url.toString(), "cinelux-link", "popup,width=520,height=720");
  let settle: (result: LinkPopupResult) => void = () => undefined;
  const result = new Promise<LinkPopupResult>((resolve) => {
    settle = resolve;
  });
  if (!popup) {
    settle({ error: "blocked" });
    return { result, cancel: () => undefined };
  }
  let done = false;
  const channel =
    typeof BroadcastChannel === "function" ? new BroadcastChannel(LINK_MESSAGE_TYPE) : undefined;
  const finish = (outcome: LinkPopupResult) => {
    if (done) {
      return;
    }
    done = true;
    win.clearTimeout(timer);
    win.removeEventListener("message", onMessage);
    channel?.close();
    if (!("token" in outcome)) {
      try {
        popup.close();
      } catch {
        // A popup on another origin may refuse; it closes itself anyway.
      }
    }
    settle(outcome);
  };
  const accept = (data: unknown) => {
    if (!isLinkMessage(data) || data.state !== state || data.provider !== options.provider) {
      return;
    }
    finish(
      "token" in data && typeof data.token === "string"
        ? { token: data.token }
        : { error: "error" in data ? data.error : "failed" },
    );
  };
  const onMessage = (event: MessageEvent) => {
    if (event.origin === win.location.origin) {
      accept(event.data);
    }
  };
  win.addEventListener("message", onMessage);
  if (channel) {
    channel.onmessage = (event) => accept(event.data);
  }
  const timer = win.setTimeout(
    () => finish({ error: "timeout" }),
    options.timeoutMs ?? LINK_POPUP_TIMEOUT_MS,
  );
  return { result, cancel: () => finish({ error: "cancelled" }) };
}

/**
 * With the fake endpoints (SPEC 1, docs/fakes.md) there is no provider to open: the fake link token
 * names the provider, and the fake POST link accepts it.
 */
export const openFakeLinkPopup: OpenLinkPopup = ({ provider }) => ({
  result: Promise.resolve({ token: `fake-link:${provider}` }),
  cancel: () => undefined,
});
