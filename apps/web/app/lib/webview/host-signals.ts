import {
  ANDROID_INTERFACE,
  HOST_SIGNAL_METHODS,
  type HostSignal,
  hostSignalMessage,
} from "@cinelux/contract/embedded";
import { publicConfig } from "../environment/public-config";

/** Which way a signal left the page (docs/embedded.md "Signals"). */
export type HostTransport = "ios" | "android" | "parent";

/** What the iOS app adds (`WKUserContentController.add(_:name:)`): one handler per signal. */
interface WebkitHost {
  webkit?: { messageHandlers?: Record<string, { postMessage?: (message: unknown) => void } | undefined> };
}

/**
 * SPEC 1: tells the app around the page. The first transport the page finds wins, so an app is
 * never told twice: the iOS handler, the Android interface (`window.CineluxApp.refreshLogin()`,
 * no argument: a Java bridge method takes what it declares), else the parent frame by
 * `postMessage` to the configured origin only (a page framed by anyone else tells nobody).
 * Null when nobody listens (a browser tab).
 */
export function sendHostSignal(
  signal: HostSignal,
  target: Window,
  parentOrigin: string | null | undefined,
): HostTransport | null {
  const method = HOST_SIGNAL_METHODS[signal];
  const message = hostSignalMessage(signal);
  const ios = (target as Window & WebkitHost).webkit?.messageHandlers?.[method];
  if (typeof ios?.postMessage === "function") {
    ios.postMessage(message);
    return "ios";
  }
  const android = (target as unknown as Record<string, Record<string, unknown> | undefined>)[
    ANDROID_INTERFACE
  ];
  const call = android?.[method];
  if (android && typeof call === "function") {
    // Called on the bridge object: a Java interface method needs its receiver.
    call.call(android);
    return "android";
  }
  if (parentOrigin && target.parent && target.parent !== target) {
    target.parent.postMessage(message, parentOrigin);
    return "parent";
  }
  return null;
}

/** `sendHostSignal` from this page, with the parent origin the server configured (EMBEDDED_HOST_ORIGIN). */
export async function signalHost(signal: HostSignal): Promise<HostTransport | null> {
  const config = await publicConfig();
  return sendHostSignal(signal, window, config.auth.embeddedHostOrigin);
}
