import type { Language } from "@cinelux/contract/languages";
import type { Invoice } from "@cinelux/contract/subscription";
import { useMutation } from "@tanstack/react-query";
import { fetchBlob } from "./authorized-fetch";
import { downloadBlob } from "./download-file";

/** SPEC 7 GET .../subscription/invoice/{id}.pdf as a blob, handed to the browser's downloads. */
export function useDownloadInvoice(language: Language) {
  return useMutation({
    mutationFn: async (invoice: Pick<Invoice, "id" | "name">) => {
      const path = `/api/accounts/me/subscription/invoice/${encodeURIComponent(invoice.id)}.pdf`;
      downloadBlob(await fetchBlob(path, language, "application/pdf"), `${invoice.name}.pdf`);
    },
    meta: { errorToast: "default" },
  });
}
