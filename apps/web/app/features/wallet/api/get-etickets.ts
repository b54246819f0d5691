import type { EticketsResponse } from "@cinelux/contract/etickets";
import type { Language } from "@cinelux/contract/languages";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api/api-client";
import { ETICKETS_QUERY_KEY } from "./wallet-keys";

/** SPEC 7 GET /api/ec/ebillet: the CONFIRMED tickets to come, session start ascending (SPEC 4). */
export function getEtickets(language: Language, signal?: AbortSignal): Promise<EticketsResponse> {
  return apiRequest<EticketsResponse>({ path: "/api/ec/ebillet", language, signal });
}

export function getEticketsQueryOptions(language: Language) {
  return queryOptions({
    queryKey: [...ETICKETS_QUERY_KEY, language],
    queryFn: ({ signal }) => getEtickets(language, signal),
  });
}
