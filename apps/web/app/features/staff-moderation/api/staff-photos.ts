import type { Language } from "@cinelux/contract/languages";
import type {
  ApproveStaffPhotoRequest,
  ListStaffPhotosResponse,
  RefuseStaffPhotoRequest,
  StaffPhotoDecisionResponse,
} from "@cinelux/contract/staff-photos";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { staffRequest } from "../../../lib/staff/staff-api";

const ROOT = ["staff", "photos"] as const;

/** GET /api/staff/photos: one page of the photos under review, the oldest upload first. */
export function staffPhotosQuery(language: Language, page: number) {
  return queryOptions({
    // The screen says a failure in place, with a retry.
    meta: { errorToast: "none" },
    queryKey: [...ROOT, "queue", page],
    queryFn: ({ signal }) =>
      staffRequest<ListStaffPhotosResponse>({ path: `/api/staff/photos?page=${page}`, language, signal }),
  });
}

/** Each decision names the upload it is about (`uploadedAt` of the queue's photo). */
export type PhotoDecision =
  | ({ kind: "approve" } & ApproveStaffPhotoRequest)
  | ({ kind: "refuse" } & RefuseStaffPhotoRequest);

/**
 * POST …/{cardId}/approve and …/{cardId}/refuse: the card leaves the queue at once (removed from
 * every cached page), then the pages are read again. A 409 PHOTO_NOT_PENDING (another moderator
 * decided first) also means the card has left the queue; a 409 PHOTO_REPLACED (the customer sent
 * another photo since) reads the queue again, so the moderator sees the new one.
 */
export function usePhotoDecision(language: Language, cardId: string) {
  const queryClient = useQueryClient();
  const leaveQueue = async () => {
    queryClient.setQueriesData<ListStaffPhotosResponse>({ queryKey: [...ROOT, "queue"] }, (page) =>
      page
        ? {
            ...page,
            photos: page.photos.filter((photo) => photo.cardId !== cardId),
            total: Math.max(0, page.total - 1),
          }
        : page,
    );
    await queryClient.invalidateQueries({ queryKey: [...ROOT, "queue"] });
  };
  return useMutation({
    // The form or the queue says a failure in place.
    meta: { errorToast: "none" },
    mutationFn: (decision: PhotoDecision) => {
      const path = `/api/staff/photos/${encodeURIComponent(cardId)}/${decision.kind}` as const;
      const body =
        decision.kind === "refuse"
          ? {
              uploadedAt: decision.uploadedAt,
              reason: decision.reason,
              ...(decision.note ? { note: decision.note } : {}),
            }
          : { uploadedAt: decision.uploadedAt };
      return staffRequest<StaffPhotoDecisionResponse>({ path, language, method: "POST", body });
    },
    onSuccess: leaveQueue,
    onError: async (error) => {
      const code = (error as { code?: string }).code;
      if (code === "PHOTO_NOT_PENDING") {
        await leaveQueue();
      } else if (code === "PHOTO_REPLACED") {
        await queryClient.invalidateQueries({ queryKey: [...ROOT, "queue"] });
      }
    },
  });
}
