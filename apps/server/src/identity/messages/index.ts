import type { Language } from "@cinelux/contract";
import { en, type Messages } from "./en.ts";
import { fr } from "./fr.ts";
import { nl } from "./nl.ts";

export type { Messages };
export const MESSAGES: Record<Language, Messages> = { fr, nl, en };
