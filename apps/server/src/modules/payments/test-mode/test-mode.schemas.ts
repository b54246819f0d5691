import * as z from "zod";
import { ACCEPTED_METHODS, MOLLIE_LOCALES } from "./test-mode.constants.ts";
import { unprocessable } from "./test-mode.errors.ts";

/**
 * The bodies the official client sends (the parameters.d.ts files of @mollie/api-client binders), as much of
 * them as the stand-in emulates; other parameters are accepted and ignored, as docs/domain/
 * payments-test-mode.md lists.
 */

const AmountSchema = z.object({
  currency: z.literal("EUR", { error: "The currency is not supported: only EUR is." }),
  value: z
    .string()
    .regex(/^\d{1,7}\.\d{2}$/, { error: "The amount value must be a string with two decimals, as '12.50'." }),
});

const url = z.url({ protocol: /^https?$/, error: "The URL is invalid." }).max(2048);
const id = (prefix: string) =>
  z.string().regex(new RegExp(`^${prefix}_[A-Za-z0-9]+$`), { error: "The id is invalid." });

export const CreateCustomerSchema = z.object({
  name: z.string().max(255).nullish(),
  email: z.email({ error: "The email address is invalid." }).nullish(),
  locale: z.enum(MOLLIE_LOCALES as [string, ...string[]], { error: "The locale is invalid." }).nullish(),
  metadata: z.unknown().optional(),
});

const method = z.enum(ACCEPTED_METHODS as [string, ...string[]], {
  error: "The payment method is invalid or not activated for this profile.",
});

export const CreatePaymentSchema = z.object({
  amount: AmountSchema,
  description: z.string({ error: "The description is required." }).trim().min(1).max(255),
  redirectUrl: url.nullish(),
  cancelUrl: url.nullish(),
  webhookUrl: url.nullish(),
  metadata: z.unknown().optional(),
  locale: z.enum(MOLLIE_LOCALES as [string, ...string[]], { error: "The locale is invalid." }).nullish(),
  method: z.union([method, z.array(method).min(1)]).nullish(),
  customerId: id("cst").nullish(),
  mandateId: id("mdt").nullish(),
  sequenceType: z
    .enum(["oneoff", "first", "recurring"], { error: "The sequence type is invalid." })
    .default("oneoff"),
});
export type CreatePaymentInput = z.infer<typeof CreatePaymentSchema>;

export const CreateRefundSchema = z.object({
  amount: AmountSchema,
  description: z.string().max(255).nullish(),
  metadata: z.unknown().optional(),
});
export type CreateRefundInput = z.infer<typeof CreateRefundSchema>;

/** Parses a body as Mollie does: the first refused field answers 422 with its dotted path in `field`. */
export function parseMollieBody<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) {
    return parsed.data;
  }
  const issue = parsed.error.issues[0];
  const field = issue?.path.map(String).join(".") || undefined;
  throw unprocessable(issue?.message ?? "The request is invalid.", field);
}

/** "12.50" → 1250. */
export function centsOf(value: string): number {
  const [units = "0", cents = "0"] = value.split(".");
  return Number(units) * 100 + Number(cents);
}

/** 1250 → "12.50", Mollie's amount value. */
export function amountValue(cents: number): string {
  return (cents / 100).toFixed(2);
}
