import type { Language } from "@cinelux/contract/languages";
import { useMutation } from "@tanstack/react-query";
import { fetchBlob } from "./authorized-fetch";
import { downloadBlob } from "./download-file";

/** SPEC 7 GET .../subscription/contract as a blob (the contract PDF in the customer's language). */
export function useDownloadContract(language: Language) {
  return useMutation({
    mutationFn: async (subscriptionNumber: string) => {
      const blob = await fetchBlob("/api/accounts/me/subscription/contract", language, "application/pdf");
      downloadBlob(blob, `contract-${subscriptionNumber}.pdf`);
    },
    meta: { errorToast: "default" },
  });
}
