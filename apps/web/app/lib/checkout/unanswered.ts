import { ApiError } from "../api/api-error";

/**
 * A failure the server never answered (the network, a timeout): the call may or may not have
 * reached it, so a retry must be the same attempt, with the same Idempotency-Key. A call the page
 * aborted itself is over.
 */
export function isUnanswered(error: unknown): boolean {
  return !(error instanceof ApiError) && !(error instanceof DOMException && error.name === "AbortError");
}

/**
 * Retries of one attempt: twice more after an unanswered call (if the first one did reach the
 * server, the replay answers its order instead of making a second one), never after an answer.
 */
export function retryUnanswered(failures: number, error: unknown): boolean {
  return isUnanswered(error) && failures < 2;
}
