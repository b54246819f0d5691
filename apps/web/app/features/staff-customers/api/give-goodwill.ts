import type { Language } from "@cinelux/contract/languages";
import type {
  CustomerFile,
  GiveGoodwillRequest,
  GiveGoodwillResponse,
} from "@cinelux/contract/staff-customers";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { staffRequest } from "../../../lib/staff/staff-api";
import { customerFileKey } from "./customer-file";

/**
 * POST /api/staff/customers/{accountId}/goodwill: the answer's voucher joins the cached file's wallet
 * (reading the file again would write one more `customer.viewed` row for nothing).
 */
export function useGiveGoodwill(language: Language, accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GiveGoodwillRequest) =>
      staffRequest<GiveGoodwillResponse>({
        path: `/api/staff/customers/${encodeURIComponent(accountId)}/goodwill`,
        language,
        method: "POST",
        body,
      }),
    onSuccess: ({ voucher }) => {
      queryClient.setQueriesData<CustomerFile>({ queryKey: customerFileKey(accountId) }, (file) =>
        file ? { ...file, wallet: [voucher, ...file.wallet] } : file,
      );
    },
  });
}
