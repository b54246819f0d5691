import type { Language } from "@cinelux/contract/languages";
import { useQuery } from "@tanstack/react-query";
import type { AltchaWidgetElement } from "altcha/types/generic";
import type {} from "altcha/types/react";
import { type CSSProperties, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "../i18n/use-translation";
import { getSettingsQueryOptions } from "../settings/get-settings";
import { CaptchaUnavailableError } from "./captcha-answer";
import { loadAltcha } from "./load-altcha";
import type { Captcha } from "./use-captcha";
import { widgetLanguage, widgetStrings } from "./widget-strings";

/** docs/settings.md: the settings advertise the challenge URL; this is its only value today. */
const DEFAULT_CHALLENGE_URL = "/api/captcha";

/** The widget's look from the design tokens (altcha's CSS variables). */
const WIDGET_STYLE = {
  "--altcha-color-base": "var(--surface-2)",
  "--altcha-color-base-content": "var(--text)",
  "--altcha-color-neutral": "var(--text-muted)",
  "--altcha-color-neutral-content": "var(--surface-0)",
  "--altcha-color-primary": "var(--accent)",
  "--altcha-color-primary-content": "var(--surface-0)",
  "--altcha-color-success": "var(--success-text)",
  "--altcha-color-success-content": "var(--surface-0)",
  "--altcha-color-error": "var(--danger-text)",
  "--altcha-color-error-content": "var(--surface-0)",
  "--altcha-border-color": "var(--border-strong)",
  "--altcha-border-radius": "var(--radius-sm)",
  "--altcha-max-width": "100%",
} as CSSProperties;

/** A bare fieldset (a group the screen reader names), as tall as the widget before it loads. */
const FIELD_STYLE: CSSProperties = {
  minHeight: "4.5rem",
  margin: 0,
  padding: 0,
  border: 0,
  minInlineSize: 0,
};

/** Solved at once when the widget appears; the footer and logo (links to altcha.org) stay hidden. */
const WIDGET_CONFIGURATION = JSON.stringify({
  hideFooter: true,
  hideLogo: true,
  humanInteractionSignature: false,
  type: "checkbox",
});

type Outcome = { payload: string } | { failed: true };

/** Waits for the widget's next settled state (verified, or a failure). */
function nextOutcome(element: AltchaWidgetElement): Promise<Outcome> {
  return new Promise((resolve) => {
    const listener = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload: string | null }>).detail;
      if (state === "verified" && payload) {
        element.removeEventListener("statechange", listener);
        resolve({ payload });
      } else if (state === "error" || state === "expired") {
        element.removeEventListener("statechange", listener);
        resolve({ failed: true });
      }
    };
    element.addEventListener("statechange", listener);
  });
}

/**
 * The self-hosted ALTCHA proof of work (DESIGN.md "Captcha") as a form field: the widget is
 * fetched when the field first renders, solves a challenge from GET /api/captcha in a worker as soon
 * as it appears (the customer may also click it), and speaks the page's language. The form reads
 * the answer through `captcha.solve()` (see use-captcha.ts).
 */
export function CaptchaField({
  captcha,
  language,
  error,
}: {
  captcha: Captcha;
  language: Language;
  /** A refusal to show under the widget, already translated. */
  error?: string;
}) {
  const { t } = useTranslation();
  const settings = useQuery(getSettingsQueryOptions(language));
  const challengeUrl = settings.data?.captcha.challengeUrl ?? DEFAULT_CHALLENGE_URL;
  const [status, setStatus] = useState<"loading" | "ready" | "failed">("loading");
  const widget = useRef<AltchaWidgetElement | null>(null);
  const errorId = useId();

  useEffect(() => {
    let live = true;
    loadAltcha().then(
      () => live && setStatus("ready"),
      () => live && setStatus("failed"),
    );
    return () => {
      live = false;
    };
  }, []);

  // Registered before the widget mounts, and again when the language changes.
  const strings = widgetStrings(t);
  const code = widgetLanguage(language);
  if (status === "ready") {
    globalThis.$altcha.i18n.set(code, strings);
  }

  // The answer in hand: set when the widget says "verified", dropped on any other state.
  const payload = useRef<string | null>(null);
  // Layout effects: the control works from the commit that shows the widget on.
  useLayoutEffect(() => {
    const element = widget.current;
    if (status !== "ready" || !element) {
      return;
    }
    const listener = (event: Event) => {
      const detail = (event as CustomEvent<{ state: string; payload: string | null }>).detail;
      payload.current = detail.state === "verified" ? detail.payload : null;
    };
    element.addEventListener("statechange", listener);
    return () => element.removeEventListener("statechange", listener);
  }, [status]);

  useLayoutEffect(() => {
    const control = captcha.control;
    control.current = {
      async solve() {
        const element = widget.current;
        if (status !== "ready" || !element) {
          throw new CaptchaUnavailableError();
        }
        if (payload.current && element.getState() === "verified") {
          return payload.current;
        }
        const outcome =
          element.getState() === "verifying"
            ? await nextOutcome(element)
            : await element
                .verify()
                .then(
                  (result): Outcome => (result?.payload ? { payload: result.payload } : { failed: true }),
                );
        if ("payload" in outcome) {
          return outcome.payload;
        }
        throw new CaptchaUnavailableError();
      },
      renew() {
        payload.current = null;
        const element = widget.current;
        if (!element) {
          return;
        }
        element.reset();
        void element.verify().catch(() => undefined);
      },
    };
    return () => {
      control.current = null;
    };
  }, [captcha, status]);

  if (status === "failed") {
    return (
      <p className="captcha-field captcha-field--failed" role="alert">
        {t("Captcha.Unavailable")}
      </p>
    );
  }
  return (
    <fieldset
      className="captcha-field"
      // The widget's height from the start, so the form does not jump when it appears.
      style={FIELD_STYLE}
      aria-label={t("Captcha.GroupLabel")}
      aria-describedby={error ? errorId : undefined}
      aria-busy={status === "loading" || undefined}
    >
      {status === "ready" ? (
        <altcha-widget
          ref={(element: HTMLElement | null) => {
            widget.current = element as AltchaWidgetElement | null;
          }}
          challenge={challengeUrl}
          language={code}
          auto="onload"
          configuration={WIDGET_CONFIGURATION}
          style={WIDGET_STYLE}
        />
      ) : (
        <p className="captcha-field__loading">{t("Captcha.Loading")}</p>
      )}
      {error ? (
        <p className="ui-field__error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
