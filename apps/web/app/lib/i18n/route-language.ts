import { isLanguage, type Language } from "@cinelux/contract/languages";
import { data } from "react-router";

/** A {language} segment that is not fr, nl or en is a page that does not exist (SPEC 2.2). */
export function requireLanguage(segment: string | undefined): Language {
  if (!isLanguage(segment)) {
    throw data(null, { status: 404 });
  }
  return segment;
}
