import type { AccountExportResponse } from "@cinelux/contract/account";
import type { Language } from "@cinelux/contract/languages";
import { exportFileName } from "@cinelux/contract/profile";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api/api-client";
import { localIsoDate } from "../local-date";

/** SPEC 1, GDPR art. 15 and 20: GET /api/accounts/me/export, everything held on the customer. */
export function exportMyData(language: Language): Promise<AccountExportResponse> {
  return apiRequest<AccountExportResponse>({ path: "/api/accounts/me/export", language });
}

/** The export as the file the customer keeps: indented JSON, named by today's date. */
export function exportFile(data: AccountExportResponse, now: Date): File {
  return new File([`${JSON.stringify(data, null, 2)}\n`], exportFileName(localIsoDate(now)), {
    type: "application/json",
  });
}

/** Hands a file to the browser's downloads, as a click on a download link would. */
export function downloadFile(file: File): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement("a");
  link.href = url;
  link.download = file.name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once it started; the page keeps no reference to the data.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Fetches the export and downloads it; resolves with the file's name. */
export function useExportMyData(language: Language) {
  return useMutation({
    mutationFn: async () => {
      const file = exportFile(await exportMyData(language), new Date());
      downloadFile(file);
      return file.name;
    },
    // SPEC 8 "Most failures": the default error toast.
    meta: { errorToast: "default" },
  });
}
