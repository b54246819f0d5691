import type { Language } from "@cinelux/contract/languages";
import type { UnsubscribeResponse } from "@cinelux/contract/newsletter";
import { UNSUBSCRIBE_PATHS, type UnsubscribeScope } from "@cinelux/contract/newsletter-rules";
import { publicRequest } from "../../../lib/api/public-request";

/**
 * SPEC 7 PATCH /api/newsletter/unsubscribe or /unsubscribe/all with the link's token (public).
 * SPEC 8 "Unsubscribe failure: a toast": the page shows its own (no default toast here).
 */
export function unsubscribe(
  language: Language,
  token: string,
  scope: UnsubscribeScope,
): Promise<UnsubscribeResponse> {
  return publicRequest<UnsubscribeResponse>({
    path: UNSUBSCRIBE_PATHS[scope],
    language,
    method: "PATCH",
    body: { token },
  });
}
