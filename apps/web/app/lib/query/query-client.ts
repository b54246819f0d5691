import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiError } from "../api/api-error";
import { reportApiError } from "../api/error-toast";
import { resetLoadedSettings } from "../settings/rendered-settings";

export function createQueryClient(): QueryClient {
  return new QueryClient({
    // SPEC 8: a failed call shows its toast once, after the retries (meta.errorToast, default "default").
    queryCache: new QueryCache({ onError: (error, query) => reportApiError(error, query.meta?.errorToast) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => reportApiError(error, mutation.meta?.errorToast),
    }),
    defaultOptions: {
      queries: {
        // SPEC 7: GET responses are cached in memory; a loader's fetch serves the page it guards.
        staleTime: 60_000,
        // A 4xx will not get better by asking again.
        retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
      },
    },
  });
}

let browserClient: QueryClient | undefined;

/** One cache in the browser, shared by client loaders and components; a fresh one per server render. */
export function getQueryClient(): QueryClient {
  if (typeof window === "undefined") {
    return createQueryClient();
  }
  browserClient ??= createQueryClient();
  return browserClient;
}

/** Tests only: a fresh browser cache, the settings read outside it included. */
export function resetQueryClient(): void {
  browserClient?.clear();
  browserClient = undefined;
  resetLoadedSettings();
}
