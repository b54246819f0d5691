import { randomInt } from "node:crypto";

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/**
 * An id in Mollie's form (`tr_…`, `cst_…`, `mdt_…`, `re_…`): the prefix and 22 random letters or
 * digits from the system's CSPRNG (~131 bits), so a payment's checkout page cannot be guessed.
 */
export function newMollieId(prefix: "tr" | "cst" | "mdt" | "re"): string {
  let out = `${prefix}_`;
  for (let i = 0; i < 22; i++) {
    out += ALPHABET[randomInt(ALPHABET.length)];
  }
  return out;
}
