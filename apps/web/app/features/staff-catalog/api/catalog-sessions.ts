import type { Language } from "@cinelux/contract/languages";
import type {
  CancelStaffSessionResponse,
  CreateStaffSessionRequest,
  ListStaffSessionsResponse,
  MoveStaffSessionRequest,
  StaffSession,
} from "@cinelux/contract/staff-catalog";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { staffRequest } from "../../../lib/staff/staff-api";

const SESSIONS_KEY = ["staff", "catalog", "sessions"] as const;

/** GET /api/staff/catalog/sessions: a cinema's sessions of one local day, cancelled ones included. */
export function staffSessionsQuery(language: Language, cinema: string, date: string) {
  const search = new URLSearchParams({ cinema, date });
  return queryOptions({
    queryKey: [...SESSIONS_KEY, cinema, date],
    meta: { errorToast: "none" },
    queryFn: ({ signal }) =>
      staffRequest<ListStaffSessionsResponse>({
        path: `/api/staff/catalog/sessions?${search}`,
        language,
        signal,
      }),
  });
}

/** Every write answers a session of the day list: the lists are read again (a move may change its day). */
function useSessionWrite<Input, Output>(write: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: "none" },
    mutationFn: write,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
    },
  });
}

/** POST /api/staff/catalog/sessions. */
export function useCreateSession(language: Language) {
  return useSessionWrite((body: CreateStaffSessionRequest) =>
    staffRequest<StaffSession>({ path: "/api/staff/catalog/sessions", language, method: "POST", body }),
  );
}

/** POST …/sessions/{id}/move: a new start, a new hall while no seat is sold. */
export function useMoveSession(language: Language) {
  return useSessionWrite(({ id, ...body }: MoveStaffSessionRequest & { id: string }) =>
    staffRequest<StaffSession>({
      path: `/api/staff/catalog/sessions/${encodeURIComponent(id)}/move`,
      language,
      method: "POST",
      body,
    }),
  );
}

/** POST …/sessions/{id}/cancel: every confirmed booking refunded, its customer mailed. */
export function useCancelSession(language: Language) {
  return useSessionWrite(({ id, reason }: { id: string; reason: string }) =>
    staffRequest<CancelStaffSessionResponse>({
      path: `/api/staff/catalog/sessions/${encodeURIComponent(id)}/cancel`,
      language,
      method: "POST",
      body: { reason },
    }),
  );
}
