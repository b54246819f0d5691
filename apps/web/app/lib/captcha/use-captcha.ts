import { useMemo, useRef } from "react";
import { CaptchaUnavailableError } from "./captcha-answer";

/** What the rendered widget offers its form (captcha-field.tsx fills it in). */
export interface CaptchaControl {
  /** The answer to send: the one already solved, or solved now (waits for the proof of work). */
  solve(): Promise<string>;
  /** Drops the answer and solves a new challenge: one answer serves one call (docs/captcha.md). */
  renew(): void;
}

export interface Captcha {
  /** Handed to <CaptchaField captcha={…} />. */
  readonly control: { current: CaptchaControl | null };
  /** The payload for the `x-captcha-response` header (see `captchaHeaders`). */
  solve(): Promise<string>;
  renew(): void;
}

/**
 * One captcha for one form: `const captcha = useCaptcha()`, render `<CaptchaField captcha={captcha} />`,
 * then on submit `headers: captchaHeaders(await captcha.solve())` and `captcha.renew()` once the
 * call has been answered, whatever the answer.
 */
export function useCaptcha(): Captcha {
  const control = useRef<CaptchaControl | null>(null);
  return useMemo(
    () => ({
      control,
      solve: () => control.current?.solve() ?? Promise.reject(new CaptchaUnavailableError()),
      renew: () => control.current?.renew(),
    }),
    [],
  );
}
