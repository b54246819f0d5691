import type { Language } from "@cinelux/contract/languages";
import { useMutation } from "@tanstack/react-query";
import { apiErrorFrom } from "../../../lib/api/api-error";
import { isBearerAllowed } from "../../../lib/api/bearer-allow-list";
import { apiUrl } from "../../../lib/api/json-exchange";
import { getAccessToken } from "../../../lib/auth/user-manager";

/**
 * GET /api/accounts/me/case/{id}/attachments/{attachmentId}, served only to the case's owner
 * (docs/domain/support.md "Attachments").
 * The Bearer token cannot ride on a plain link, so the file is fetched and handed to the browser.
 */
export async function downloadAttachment(
  language: Language,
  caseId: string,
  attachmentId: string,
): Promise<Blob> {
  const origin = window.location.origin;
  const path = `/api/accounts/me/case/${encodeURIComponent(caseId)}/attachments/${encodeURIComponent(attachmentId)}`;
  const url = apiUrl(path, language, origin);
  const headers = new Headers({ Accept: "image/*, application/pdf" });
  if (isBearerAllowed(url, origin)) {
    const token = await getAccessToken();
    if (token) {
      headers.set("Authorization", `Bearer ${token}`);
    }
  }
  const response = await fetch(url, { headers });
  if (!response.ok) {
    throw await apiErrorFrom(response);
  }
  return response.blob();
}

/** Saves the file under its name; a failure is the default error toast (SPEC 8). */
export function useDownloadAttachment(language: Language) {
  return useMutation({
    mutationFn: async ({
      caseId,
      attachmentId,
      fileName,
    }: {
      caseId: string;
      attachmentId: string;
      fileName: string;
    }) => {
      const blob = await downloadAttachment(language, caseId, attachmentId);
      const href = URL.createObjectURL(blob);
      const link = document.createElement("a");
      link.href = href;
      link.download = fileName;
      link.click();
      // The click has started the download; the object URL can go after this task.
      setTimeout(() => URL.revokeObjectURL(href), 0);
    },
  });
}
