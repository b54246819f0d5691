/** An e-mail address as the accounts table stores and compares it: trimmed, lower-cased. */
export function normalizeMail(mail: string): string {
  return mail.trim().toLowerCase();
}
