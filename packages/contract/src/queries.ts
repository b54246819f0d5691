import * as z from "zod";
import { LANGUAGES } from "./languages.ts";

/** SPEC 7: every call carries a `language` query parameter; optional, one of the site's languages. */
export const LanguageQuerySchema = z.object({ language: z.enum(LANGUAGES).optional() });
export type LanguageQuery = z.infer<typeof LanguageQuerySchema>;
