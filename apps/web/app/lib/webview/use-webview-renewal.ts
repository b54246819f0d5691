import { useEffect } from "react";
import { readWebviewAuth } from "./webview-session";

const WATCH_MS = 1000;

function reload(): void {
  window.location.reload();
}

/**
 * On the webview error page: once the app leaves a usable cookie that is not the one that failed
 * (after refresh-login, or a first sign-in), the page loads again, at the same URL.
 */
export function useWebviewRenewal(onRenewed: () => void = reload): void {
  useEffect(() => {
    const failed = readWebviewAuth();
    const failedJwt = failed.status === "valid" || failed.status === "expired" ? failed.auth.jwt : null;
    const timer = setInterval(() => {
      const now = readWebviewAuth();
      if (now.status === "valid" && now.auth.jwt !== failedJwt) {
        clearInterval(timer);
        onRenewed();
      }
    }, WATCH_MS);
    return () => clearInterval(timer);
  }, [onRenewed]);
}
