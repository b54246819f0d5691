import { domainFromHost, type Language } from "@cinelux/contract";

/**
 * The language a call asks for in `?language=`, else its domain's first one (fr on the French
 * domain, nl on the Dutch): what the texts of an answer are written in.
 */
export function askedLanguage(request: { host: string; query: { language?: Language } }): Language {
  return request.query.language ?? domainFromHost(request.host).languages[0];
}

/**
 * `Cache-Control` of a personal answer a public route sends (a booking, its guest's token or manage
 * key): no shared cache and no disk cache may keep it.
 */
export const PERSONAL_NO_STORE = "private, no-store";
