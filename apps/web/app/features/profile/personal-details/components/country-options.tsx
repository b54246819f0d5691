import type { Language } from "@cinelux/contract/languages";
import { PROFILE_COUNTRIES } from "@cinelux/contract/profile";
import { useMemo } from "react";

/** Where the chain's customers live, named by the browser (Intl) in the page language; the account's own kept. */
export function CountryOptions({ language, current }: { language: Language; current: string }) {
  const options = useMemo(() => {
    const names = new Intl.DisplayNames([language], { type: "region" });
    const codes: string[] = [...PROFILE_COUNTRIES];
    if (current && !codes.includes(current)) {
      codes.push(current);
    }
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
