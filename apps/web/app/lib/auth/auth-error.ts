/** SPEC 4 / SPEC 8: a failed callback or silent renewal stores the error. */
export const AUTH_ERROR_STORAGE_KEY = "cinelux.auth.error";

export interface StoredAuthError {
  error: string;
  description: string | null;
  at: string;
}

/**
 * SPEC 6: these answers mean "nobody is signed in", not a failure. oidc-client-ts reports a
 * refused refresh token as the provider's `invalid_grant`, the refresh-token twin of Auth0's
 * `missing_refresh_token`.
 */
const ANONYMOUS_ERRORS = new Set([
  "login_required",
  "consent_required",
  "missing_refresh_token",
  "invalid_grant",
]);

function field(value: unknown, name: string): string | null {
  if (typeof value === "object" && value !== null && name in value) {
    const found = (value as Record<string, unknown>)[name];
    return typeof found === "string" ? found : null;
  }
  return null;
}

export function isAnonymousError(error: unknown): boolean {
  return ANONYMOUS_ERRORS.has(field(error, "error") ?? "");
}

/** oidc-client-ts's ErrorResponse carries `error` / `error_description`; other errors a message. */
export function describeAuthError(error: unknown, now: Date): StoredAuthError {
  return {
    error: field(error, "error") ?? field(error, "name") ?? "unknown_error",
    description: field(error, "error_description") ?? field(error, "message"),
    at: now.toISOString(),
  };
}

export function storeAuthError(error: unknown, storage: Storage = sessionStorage, now = new Date()): void {
  try {
    storage.setItem(AUTH_ERROR_STORAGE_KEY, JSON.stringify(describeAuthError(error, now)));
  } catch {
    // Storage may be full or disabled; the error is still logged.
  }
  console.error(error);
}

/** The stored sign-in failure, if any (the {language}/error page shows its generic text). */
export function readAuthError(storage: Storage = sessionStorage): StoredAuthError | null {
  try {
    const stored = JSON.parse(storage.getItem(AUTH_ERROR_STORAGE_KEY) ?? "null") as StoredAuthError | null;
    return stored && typeof stored.error === "string" ? stored : null;
  } catch {
    return null;
  }
}

export function clearAuthError(storage: Storage = sessionStorage): void {
  try {
    storage.removeItem(AUTH_ERROR_STORAGE_KEY);
  } catch {
    // Disabled storage held nothing.
  }
}
