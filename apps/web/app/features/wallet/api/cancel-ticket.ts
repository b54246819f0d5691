import { ticketReferenceOf } from "@cinelux/contract/eticket-rules";
import type { Eticket } from "@cinelux/contract/etickets";
import type { Language } from "@cinelux/contract/languages";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ETICKETS_QUERY_KEY } from "../../../lib/account/wallet";
import { TICKET_COUNT_QUERY_KEY } from "../../../lib/tickets/get-ticket-count";
import { reportTicketActionError, ticketAction } from "./ticket-action";
import { loadTunnelBase } from "./tunnel-base";

/** SPEC 7 GET /api/ec/cancel/{id}, with the ticket reference; only where `refundable`. */
export function cancelTicket(language: Language, ticket: Eticket, tunnelBase: string): Promise<void> {
  return ticketAction(`/api/ec/cancel/${ticketReferenceOf(ticket)}`, language, tunnelBase);
}

export function useCancelTicket(language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ticket: Eticket) => cancelTicket(language, ticket, await loadTunnelBase(language)),
    // The ticket leaves the list, and the header's Wallet bullet counts one less (SPEC 2.1).
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ETICKETS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: TICKET_COUNT_QUERY_KEY }),
      ]),
    onError: reportTicketActionError,
    meta: { errorToast: "none" },
  });
}
