import type { TicketActionResponse } from "@cinelux/contract/etickets";
import type { Language } from "@cinelux/contract/languages";
import { apiErrorFrom } from "../../../lib/api/api-error";
import { isBearerAllowed } from "../../../lib/api/bearer-allow-list";
import { reportApiError, settleApiError } from "../../../lib/api/error-toast";
import { apiUrl, jsonInit } from "../../../lib/api/json-exchange";
import { getAccessToken } from "../../../lib/auth/user-manager";
import { showToast } from "../../../lib/toasts/toast-store";

/** SPEC 7/8: a resend or cancel the server refused, with its `error.code` and `error.message`. */
export class TicketActionError extends Error {
  readonly code: string;

  constructor(code: string, message: string) {
    super(message);
    this.name = "TicketActionError";
    this.code = code;
  }
}

function isActionAnswer(value: unknown): value is TicketActionResponse {
  return (
    typeof value === "object" && value !== null && typeof (value as { done?: unknown }).done === "boolean"
  );
}

/**
 * GET /api/ec/sendmail/… and GET /api/ec/cancel/…: both answer `{ done, error }` (SPEC 7), on
 * success and failure alike, so the JSON client's `{ code, message }` reading does not apply. An
 * answer of another shape (401, a proxy's page) is the API's ordinary coded error. Tunnel calls:
 * at `tunnelBase` ('' = this site, SPEC 7 "prefixed by configured base URLs").
 */
export async function ticketAction(path: string, language: Language, tunnelBase: string): Promise<void> {
  const origin = window.location.origin;
  const url = apiUrl(`${tunnelBase}${path}`, language, origin);
  const init = jsonInit({ method: "GET" });
  if (isBearerAllowed(url, origin, tunnelBase)) {
    const token = await getAccessToken();
    if (token) {
      init.headers.set("Authorization", `Bearer ${token}`);
    }
  }
  const response = await fetch(url, init);
  const answer: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  if (isActionAnswer(answer)) {
    if (answer.done) {
      return;
    }
    if (answer.error) {
      throw new TicketActionError(answer.error.code, answer.error.message);
    }
  }
  throw await apiErrorFrom(response);
}

/** SPEC 8 "Ticket resend or cancel failure": the toast titled 'Code {code}' with the server's message. */
export function reportTicketActionError(error: unknown): void {
  if (error instanceof TicketActionError) {
    settleApiError(error);
    showToast({
      type: "error",
      closable: true,
      i18n: { title: "WalletPage.Tickets.FailureTitle", values: { code: error.code } },
      content: error.message,
    });
    return;
  }
  reportApiError(error, "default");
}
