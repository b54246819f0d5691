import { createContext, type ReactNode, useContext } from "react";
import { createTranslator, type I18n } from "./create-i18n";

// Without a provider (a component test that renders no texts on purpose) keys stand for texts.
const I18nContext = createContext<I18n>(createTranslator("fr", {}));

/** Gives the page's texts to everything below; a new `i18n` (language switch) re-renders its users. */
export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext value={i18n}>{children}</I18nContext>;
}

/** The page language's `t` and the current texts (`i18n.language`). */
export function useTranslation(): { t: I18n["t"]; i18n: I18n } {
  const i18n = useContext(I18nContext);
  return { t: i18n.t, i18n };
}
