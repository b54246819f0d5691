import type { QueryClient } from "@tanstack/react-query";

/**
 * The customer's support cases (SPEC 3). Their texts are the customer's and the agents', the same in
 * every language, so one key. The contact form's creation invalidates this same key
 * (features/contact/api/create-case.ts), and the shell's unread count its own.
 */
export const SUPPORT_CASES_QUERY_KEY = ["support-cases"] as const;

export async function reloadCases(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: SUPPORT_CASES_QUERY_KEY });
}
