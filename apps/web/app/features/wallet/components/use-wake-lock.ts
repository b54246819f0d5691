import { useEffect } from "react";

interface WakeLockSentinelLike {
  release(): Promise<void>;
}

interface WakeLockLike {
  request(type: "screen"): Promise<WakeLockSentinelLike>;
}

/**
 * Keeps the screen on while the code is shown at the cinema's entrance (Screen Wake Lock API, where
 * the browser has it and allows it: a secure page, visible). The web cannot raise the screen's
 * brightness; the code's white, full-screen page is the brightest it can show. Taken again when the
 * page comes back to the foreground (the browser drops it when the page is hidden).
 */
export function useWakeLock(active: boolean): void {
  useEffect(() => {
    const wakeLock = (navigator as Navigator & { wakeLock?: WakeLockLike }).wakeLock;
    if (!active || !wakeLock) {
      return;
    }
    let sentinel: WakeLockSentinelLike | null = null;
    let live = true;
    const take = () => {
      wakeLock.request("screen").then(
        (taken) => {
          if (live) {
            sentinel = taken;
          } else {
            void taken.release().catch(() => undefined);
          }
        },
        // Refused (battery saver, page not visible): the code still shows.
        () => undefined,
      );
    };
    const onVisible = () => {
      if (document.visibilityState === "visible") {
        take();
      }
    };
    take();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      live = false;
      document.removeEventListener("visibilitychange", onVisible);
      void sentinel?.release().catch(() => undefined);
    };
  }, [active]);
}
