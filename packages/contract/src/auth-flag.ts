import { AUTH_FLAG_COOKIE } from "./constants.ts";

/**
 * Decision 007 (the root): whether a request's `Cookie` header carries the live authentication flag.
 * The browser drops the cookie once its hour is over, and sign-out expires it, so its presence with
 * the value 1 is the whole test; an emptied or other value (a half-deleted copy) counts as absent.
 * The web's root route reads it to choose its face; the server keys its page cache on it.
 */
export function hasAuthFlag(cookieHeader: string | null | undefined): boolean {
  if (!cookieHeader) {
    return false;
  }
  const { name, value } = AUTH_FLAG_COOKIE;
  return cookieHeader.split(";").some((pair) => {
    const separator = pair.indexOf("=");
    return (
      separator > 0 && pair.slice(0, separator).trim() === name && pair.slice(separator + 1).trim() === value
    );
  });
}

/** The flag as a `Cookie` header holds it: the one cookie a shared render is given (decision 005). */
export const AUTH_FLAG_PAIR = `${AUTH_FLAG_COOKIE.name}=${AUTH_FLAG_COOKIE.value}`;
