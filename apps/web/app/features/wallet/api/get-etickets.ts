import type { EticketsResponse } from "@cinelux/contract/etickets";
import type { Language } from "@cinelux/contract/languages";
import { queryOptions } from "@tanstack/react-query";
import { ETICKETS_QUERY_KEY } from "../../../lib/account/wallet";
import { apiRequest } from "../../../lib/api/api-client";
import { loadTunnelBase } from "./tunnel-base";

/**
 * SPEC 7 GET /api/ec/ebillet: the CONFIRMED tickets to come, session start ascending (SPEC 4); a
 * tunnel call, at `tunnelBase` ('' = this site).
 */
export function getEtickets(
  language: Language,
  tunnelBase: string,
  signal?: AbortSignal,
): Promise<EticketsResponse> {
  return apiRequest<EticketsResponse>({ path: "/api/ec/ebillet", base: tunnelBase, language, signal });
}

export function getEticketsQueryOptions(language: Language) {
  return queryOptions({
    queryKey: [...ETICKETS_QUERY_KEY, language],
    queryFn: async ({ signal }) => getEtickets(language, await loadTunnelBase(language), signal),
  });
}
