import type { Language } from "@cinelux/contract/languages";
import type { JoinClubResponseSchema } from "@cinelux/contract/orders";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type * as z from "zod";
import { invalidateAccount } from "../../../../lib/account/update-account";
import { apiRequest } from "../../../../lib/api/api-client";

type JoinClubResponse = z.infer<typeof JoinClubResponseSchema>;

/**
 * POST /api/accounts/me/club (no body): the signed-in customer joins the Club, free. The account
 * (its `hasLoyalty`) is read again everywhere it is shown. The page says a failure in place.
 */
export function useJoinClub(language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<JoinClubResponse>({ path: "/api/accounts/me/club", method: "POST", language }),
    onSuccess: () => invalidateAccount(queryClient),
    meta: { errorToast: "none" },
  });
}
