import { ticketReferenceOf } from "@cinelux/contract/eticket-rules";
import type { Eticket } from "@cinelux/contract/etickets";
import type { Language } from "@cinelux/contract/languages";
import { useMutation } from "@tanstack/react-query";
import { reportTicketActionError, ticketAction } from "./ticket-action";
import { loadTunnelBase } from "./tunnel-base";

/**
 * SPEC 7 GET /api/ec/sendmail/{a}/{b}: `a` the ticket reference (SPEC 3: id, language, cinema.id,
 * session.id, contract `ticketReferenceOf`), `b` the address the ticket goes to.
 */
export function resendTicket(
  language: Language,
  ticket: Eticket,
  mail: string,
  tunnelBase: string,
): Promise<void> {
  const reference = ticketReferenceOf(ticket);
  const path = `/api/ec/sendmail/${reference}/${encodeURIComponent(mail.trim())}`;
  return ticketAction(path, language, tunnelBase);
}

export function useResendTicket(language: Language) {
  return useMutation({
    mutationFn: async ({ ticket, mail }: { ticket: Eticket; mail: string }) =>
      resendTicket(language, ticket, mail, await loadTunnelBase(language)),
    onError: reportTicketActionError,
    // The 'Code {code}' toast above is this call's failure toast (SPEC 8).
    meta: { errorToast: "none" },
  });
}
