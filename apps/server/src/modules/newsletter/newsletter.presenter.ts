import type { NewsletterCategory, NewsletterResponse } from "@cinelux/contract";

/**
 * "camille.martin@example.com" -> "c***@e***.com": the first letter of the name and of the domain,
 * and the top-level domain. Whoever holds a forwarded link learns no address from the page.
 */
export function maskMail(mail: string): string {
  const at = mail.lastIndexOf("@");
  const local = mail.slice(0, Math.max(at, 0));
  const domain = mail.slice(at + 1);
  const dot = domain.lastIndexOf(".");
  const top = dot > 0 ? domain.slice(dot) : "";
  return `${local.slice(0, 1)}***@${domain.slice(0, 1)}***${top}`;
}

export function toNewsletterResponse(category: NewsletterCategory, mail: string): NewsletterResponse {
  return { category, maskedMail: maskMail(mail) };
}
