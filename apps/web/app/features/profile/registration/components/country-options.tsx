import type { Language } from "@cinelux/contract/languages";
import { PROFILE_COUNTRIES } from "@cinelux/contract/profile";
import { useMemo } from "react";

/** Where the chain's customers live (the contract's list, the profile's too); the account's own country is kept if it is another. */
const COUNTRIES = PROFILE_COUNTRIES;

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
