import type { Language } from "@cinelux/contract/languages";
import type {
  CreateStaffShowRequest,
  ListStaffShowsResponse,
  ShowImageResponse,
  StaffShow,
  UpdateStaffShowRequest,
} from "@cinelux/contract/staff-catalog";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { staffRequest } from "../../../lib/staff/staff-api";

export const SHOWS_KEY = ["staff", "catalog", "shows"] as const;

/** GET /api/staff/catalog/shows: one page of titles, searched in every language's title. */
export function staffShowsQuery(language: Language, q: string, page: number) {
  const search = new URLSearchParams({ page: String(page) });
  if (q) {
    search.set("q", q);
  }
  return queryOptions({
    queryKey: [...SHOWS_KEY, "list", q, page],
    // The screen says what failed in place (the customers' default toast is not the staff's).
    meta: { errorToast: "none" },
    queryFn: ({ signal }) =>
      staffRequest<ListStaffShowsResponse>({ path: `/api/staff/catalog/shows?${search}`, language, signal }),
  });
}

/** GET /api/staff/catalog/shows/{id}: the show in the import's format, with its images. */
export function staffShowQuery(language: Language, id: string) {
  return queryOptions({
    queryKey: [...SHOWS_KEY, "show", id],
    meta: { errorToast: "none" },
    queryFn: ({ signal }) =>
      staffRequest<StaffShow>({
        path: `/api/staff/catalog/shows/${encodeURIComponent(id)}`,
        language,
        signal,
      }),
  });
}

/** POST shows (no id) or PUT shows/{id}: the answer replaces the cached show; the lists are read again. */
export function useSaveShow(language: Language, id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: "none" },
    mutationFn: (body: CreateStaffShowRequest | UpdateStaffShowRequest) =>
      staffRequest<StaffShow>(
        id
          ? { path: `/api/staff/catalog/shows/${encodeURIComponent(id)}`, language, method: "PUT", body }
          : { path: "/api/staff/catalog/shows", language, method: "POST", body },
      ),
    onSuccess: async (show) => {
      queryClient.setQueryData(staffShowQuery(language, show.id).queryKey, show);
      await queryClient.invalidateQueries({ queryKey: [...SHOWS_KEY, "list"] });
    },
  });
}

/** PUT shows/{id}/images/{kind}: the file's bytes as they are; the show is read again for its URLs. */
export function useUploadShowImage(language: Language, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: "none" },
    mutationFn: ({ kind, file }: { kind: "poster" | "backdrop"; file: File }) =>
      staffRequest<ShowImageResponse>({
        path: `/api/staff/catalog/shows/${encodeURIComponent(id)}/images/${kind}`,
        language,
        method: "PUT",
        file,
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: SHOWS_KEY });
    },
  });
}
