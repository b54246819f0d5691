import * as z from "zod";

/** SPEC 3 "Advantage": a loyalty advantage of the customer, in the customer's language. */
export const AdvantageSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** ISO date (YYYY-MM-DD), null when it never expires. */
  expirationDate: z.string().nullable(),
  details: z.string(),
  /** The code to show at the counter or online, when there is one. */
  code: z.string().nullable(),
  terms: z.string().nullable(),
  help: z.string().nullable(),
  alexRecognitionId: z.string().nullable(),
});
export type Advantage = z.infer<typeof AdvantageSchema>;

/** GET /api/accounts/me/advantages: the advantages still valid, soonest expiry first. */
export const AdvantagesResponseSchema = z.array(AdvantageSchema);
