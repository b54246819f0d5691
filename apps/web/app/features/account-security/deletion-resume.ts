/**
 * The deletion's way back from the provider (docs/account-security.md): before sending the customer
 * to sign in again, the confirmed deletion is noted in this tab; the return URL carries
 * `?deleteAccount=resume`; the profile page then reopens the confirmation, still ticked. The note
 * is valid 15 minutes and read once, so an old or shared link reopens nothing.
 */
export const RESUME_PARAM = "deleteAccount";
export const RESUME_VALUE = "resume";
const STORAGE_KEY = "cinelux.accountDeletion.confirmedAt";
const VALID_MS = 15 * 60 * 1000;

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Notes the confirmation and gives the URL to come back to: the current page with the marker. */
export function rememberConfirmedDeletion(current: URL, now = Date.now()): URL {
  storage()?.setItem(STORAGE_KEY, String(now));
  const back = new URL(current);
  back.searchParams.set(RESUME_PARAM, RESUME_VALUE);
  return back;
}

/** Whether a fresh confirmation was noted in this tab; the note is spent either way. */
export function takeConfirmedDeletion(now = Date.now()): boolean {
  const at = Number(storage()?.getItem(STORAGE_KEY));
  storage()?.removeItem(STORAGE_KEY);
  return Number.isFinite(at) && at > 0 && now - at >= 0 && now - at < VALID_MS;
}
