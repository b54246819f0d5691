import { DEMO_CUSTOMERS as CUSTOMERS } from "@cinelux/demo/customers";
import type { NewAccountRow } from "../db/schema/index.ts";

/** A demo customer without the fields the seed computes (password hash, verification date). */
export type CustomerSeed = Omit<NewAccountRow, "id" | "passwordHash" | "mailVerifiedAt" | "mustVerifyMail">;

export const DEMO_CUSTOMERS: CustomerSeed[] = CUSTOMERS;
