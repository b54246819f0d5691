import { deleteAuthCookie } from "../auth/auth-cookie";
import { clearOfflineData } from "../offline/clear-offline-data";
import { getQueryClient } from "../query/query-client";
import { signalHost } from "../webview/host-signals";

/**
 * SPEC 4 "Logout" inside an app: the auth cookie goes (on the parent domain too) with everything
 * kept of the customer, then the app is told (`logout`) and ends its own session; the page has no
 * provider session to end.
 */
export async function signOutOfWebview(): Promise<void> {
  deleteAuthCookie(window.location.hostname);
  getQueryClient().clear();
  await clearOfflineData();
  await signalHost("logout");
}
