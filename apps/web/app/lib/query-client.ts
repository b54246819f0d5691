import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api/api-error";

function createQueryClient(): QueryClient {
  return new QueryClient({
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
