import type { Language } from "@cinelux/contract/languages";
import { useMemo } from "react";

/** Where the chain's customers live; the account's own country is kept if it is another. */
export const COUNTRIES = [
  "FR",
  "NL",
  "BE",
  "LU",
  "DE",
  "CH",
  "MC",
  "ES",
  "IT",
  "PT",
  "GB",
  "IE",
  "AT",
] as const;

/** Country names come from the browser's own translations (Intl), in the page language. */
export function CountryOptions({ language, current }: { language: Language; current: string }) {
  const options = useMemo(() => {
    const names = new Intl.DisplayNames([language], { type: "region" });
    const codes: string[] = COUNTRIES.includes(current as (typeof COUNTRIES)[number])
      ? [...COUNTRIES]
      : [...COUNTRIES, current];
    return codes
      .map((code) => ({ code, name: names.of(code) ?? code }))
      .sort((a, b) => a.name.localeCompare(b.name, language));
  }, [language, current]);
  return options.map(({ code, name }) => (
    <option key={code} value={code}>
      {name}
    </option>
  ));
}
