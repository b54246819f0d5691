import type { TranslationKey } from "../../../../lib/i18n/create-i18n";

/**
 * How one page dresses the one form: its ids and its stylesheet's classes. The profile's form sits
 * in a card and wears the design system's field classes (profile.css); the registration's stands
 * alone on a dark page (register-form.css). The markup is otherwise the same.
 */
export interface FormLook {
  /** Every id starts with it (`profile-firstName`, `register-firstName-error`): links and labels point there. */
  idPrefix: string;
  /** A text or select field's frame, its label (and the radios' legend), "(optional)", controls and error. */
  field: string;
  label: string;
  optional: string;
  input: string;
  select: string;
  error: string;
  /** The gender's fieldset, the wrapper around its options if the page has one, and each option. */
  radios: string;
  radioOptions?: string;
  radio: string;
  /** A checkbox's frame, for a form that shows checkboxes. */
  checkbox?: string;
  /** The error summary, its title, and whether the title is a heading that names it. */
  summary: string;
  summaryTitle: string;
  summaryHeading: boolean;
  summaryTitleKey: TranslationKey;
}

export const fieldId = (look: FormLook, name: string) => `${look.idPrefix}-${name}`;
export const errorId = (look: FormLook, name: string) => `${look.idPrefix}-${name}-error`;
