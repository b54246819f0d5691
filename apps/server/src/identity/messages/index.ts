import type { Language } from "@cinelux/contract";
import { en, type Messages } from "./en.ts";
import { fr } from "./fr.ts";
import { nl } from "./nl.ts";

export type { Messages };
export const MESSAGES: Record<Language, Messages> = { fr, nl, en };

/** Fills `{name}` placeholders. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => String(values[key] ?? match));
}
