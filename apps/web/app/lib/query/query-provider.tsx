import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { getQueryClient } from "./query-client";

/**
 * The browser's query cache for the routes below (decision 004, initial JavaScript): only the
 * layouts of routes that read the API through TanStack Query render it (the customer area, the
 * embedded pages), so the root, the shell and the other public pages load no TanStack Query.
 */
export function QueryRoutes({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>;
}
