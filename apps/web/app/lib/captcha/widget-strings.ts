import type { TFunction } from "../i18n/create-i18n";

/**
 * The widget's texts (altcha `Strings`) from our catalogs, so the widget speaks the page's language
 * without loading altcha's own i18n files. The footer and the logo link (to altcha.org) are hidden,
 * so their texts are never shown.
 */
export function widgetStrings(t: TFunction): Record<string, string> {
  return {
    ariaLinkLabel: "",
    footer: "",
    label: t("Captcha.Label"),
    loading: t("Captcha.Loading"),
    verify: t("Captcha.Verify"),
    verifying: t("Captcha.Verifying"),
    verified: t("Captcha.Verified"),
    verificationRequired: t("Captcha.Required"),
    waitAlert: t("Captcha.WaitAlert"),
    error: t("Captcha.Error"),
    expired: t("Captcha.Expired"),
    reload: t("Captcha.Reload"),
    cancel: t("Captcha.Cancel"),
    enterCode: t("Captcha.EnterCode"),
    enterCodeAria: t("Captcha.EnterCodeAria"),
    enterCodeFromImage: t("Captcha.EnterCodeFromImage"),
    getAudioChallenge: t("Captcha.GetAudioChallenge"),
  };
}

/** Our strings are registered under their own code, so altcha's built-in English never wins. */
export function widgetLanguage(language: string): string {
  return `cinelux-${language}`;
}
