import type { Language } from "@cinelux/contract/languages";
import { ApiError } from "../api/api-error";
import { apiUrl, jsonAnswer, jsonInit } from "../api/json-exchange";
import { staffAccessToken, startStaffSignIn } from "./staff-user-manager";

export interface StaffRequest {
  path: `/api/staff/${string}`;
  language: Language;
  method?: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  body?: unknown;
  /** Bytes sent as they are instead of a JSON body (an image upload), with the file's own type. */
  file?: Blob;
  signal?: AbortSignal;
}

/** Raised when the member must sign in (again): the page is leaving for the provider. */
export class StaffSignInRequired extends Error {
  constructor() {
    super("Staff sign-in required");
    this.name = "StaffSignInRequired";
  }
}

function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/**
 * A call to `/api/staff/*` with the member's Bearer token (docs/staff.md "The guard"). Without a
 * token, or on 401, the member signs in again and comes back to this page; on
 * STAFF_FRESH_MFA_REQUIRED (an admin's write after 15 minutes) with both factors again. Other
 * failures are the API's coded errors (ApiError), whose message the staff app shows as it is: it
 * is written in the asked language.
 */
export async function staffRequest<T>({
  path,
  language,
  method = "GET",
  body,
  file,
  signal,
}: StaffRequest): Promise<T> {
  const token = await staffAccessToken();
  if (!token) {
    await startStaffSignIn(currentPath(), language);
    throw new StaffSignInRequired();
  }
  const init = jsonInit({ method, body, signal });
  init.headers.set("Authorization", `Bearer ${token}`);
  if (file) {
    init.body = file;
    init.headers.set("Content-Type", file.type || "application/octet-stream");
  }
  const response = await fetch(apiUrl(path, language, window.location.origin), init);
  try {
    return await jsonAnswer<T>(response);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.code === "STAFF_FRESH_MFA_REQUIRED")) {
      await startStaffSignIn(currentPath(), language, error.code === "STAFF_FRESH_MFA_REQUIRED");
      throw new StaffSignInRequired();
    }
    throw error;
  }
}

/** The words a staff screen shows for a failed call: the API's own message, else a generic one. */
export function staffErrorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

/**
 * Bytes the staff may read (an attachment, a pass photo): fetched with the token, since an `<img>` or
 * a link cannot send one. The caller revokes the object URL when done with it.
 */
export async function staffObjectUrl(path: `/api/staff/${string}`, language: Language): Promise<string> {
  const token = await staffAccessToken();
  if (!token) {
    await startStaffSignIn(currentPath(), language);
    throw new StaffSignInRequired();
  }
  const response = await fetch(apiUrl(path, language, window.location.origin), {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!response.ok) {
    await jsonAnswer(response);
  }
  return URL.createObjectURL(await response.blob());
}
