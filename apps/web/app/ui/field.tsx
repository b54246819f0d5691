import { type ComponentProps, type ReactNode, useId } from "react";

interface FieldFrame {
  /** The visible label, already translated. */
  label: ReactNode;
  /** Help under the label, already translated. */
  hint?: ReactNode;
  /** The error under the control, already translated; marks the control invalid. */
  error?: string;
  /** Shown after the label, e.g. "(optional)", already translated. */
  optionalText?: string;
}

function describedBy(hintId: string, errorId: string, hint: unknown, error: unknown): string | undefined {
  return [hint ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ") || undefined;
}

function Frame({
  id,
  label,
  hint,
  error,
  optionalText,
  children,
}: FieldFrame & { id: string; children: ReactNode }) {
  return (
    <div className="ui-field">
      <label className="ui-field__label" htmlFor={id}>
        {label}
        {optionalText ? <span className="ui-field__optional"> {optionalText}</span> : null}
      </label>
      {hint ? (
        <p className="ui-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p className="ui-field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Label, control, hint and error tied together for screen readers (aria-describedby,
 * aria-invalid). Works with react-hook-form's `register(...)` spread: `ref` passes through.
 */
export function TextField({
  label,
  hint,
  error,
  optionalText,
  id,
  ...input
}: ComponentProps<"input"> & FieldFrame) {
  const generated = useId();
  const controlId = id ?? generated;
  return (
    <Frame id={controlId} label={label} hint={hint} error={error} optionalText={optionalText}>
      <input
        className="ui-input"
        id={controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(`${controlId}-hint`, `${controlId}-error`, hint, error)}
        {...input}
      />
    </Frame>
  );
}

export function TextAreaField({
  label,
  hint,
  error,
  optionalText,
  id,
  ...textarea
}: ComponentProps<"textarea"> & FieldFrame) {
  const generated = useId();
  const controlId = id ?? generated;
  return (
    <Frame id={controlId} label={label} hint={hint} error={error} optionalText={optionalText}>
      <textarea
        className="ui-input ui-input--area"
        id={controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(`${controlId}-hint`, `${controlId}-error`, hint, error)}
        {...textarea}
      />
    </Frame>
  );
}

export function SelectField({
  label,
  hint,
  error,
  optionalText,
  id,
  children,
  ...select
}: ComponentProps<"select"> & FieldFrame) {
  const generated = useId();
  const controlId = id ?? generated;
  return (
    <Frame id={controlId} label={label} hint={hint} error={error} optionalText={optionalText}>
      <select
        className="ui-input ui-input--select"
        id={controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(`${controlId}-hint`, `${controlId}-error`, hint, error)}
        {...select}
      >
        {children}
      </select>
    </Frame>
  );
}

/**
 * A checkbox, or with `switch` an on/off toggle (role="switch": screen readers say on/off).
 * The label sits beside the control and is part of the click target.
 */
export function CheckboxField({
  label,
  hint,
  error,
  id,
  switch: isSwitch = false,
  ...input
}: Omit<ComponentProps<"input">, "type"> & Omit<FieldFrame, "optionalText"> & { switch?: boolean }) {
  const generated = useId();
  const controlId = id ?? generated;
  return (
    <div className={isSwitch ? "ui-check ui-check--switch" : "ui-check"}>
      <input
        type="checkbox"
        role={isSwitch ? "switch" : undefined}
        className="ui-check__input"
        id={controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(`${controlId}-hint`, `${controlId}-error`, hint, error)}
        {...input}
      />
      <label className="ui-check__label" htmlFor={controlId}>
        {label}
      </label>
      {hint ? (
        <p className="ui-field__hint ui-check__hint" id={`${controlId}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="ui-field__error ui-check__hint" id={`${controlId}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
