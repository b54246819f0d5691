import * as z from "zod";
import { LANGUAGES } from "./languages.ts";
import { STAFF_REASON_MAX } from "./staff-content.ts";

/**
 * The moderators' pass photos (docs/staff.md "Pass photos"): the queue of photos under review
 * (`photoStatus` PENDING), each photo's bytes, approve and refuse. Role `moderator` (admin holds
 * every role).
 */

/** Why a photo is refused: a fixed list, so the customer's mail says it in their language. */
export const PHOTO_REFUSAL_REASONS = [
  "not_a_face",
  "blurry",
  "several_people",
  "face_covered",
  "not_a_photo",
  "other",
] as const;
export const PhotoRefusalReasonSchema = z.enum(PHOTO_REFUSAL_REASONS);
export type PhotoRefusalReason = z.infer<typeof PhotoRefusalReasonSchema>;

/** Photos per page of the queue. */
export const STAFF_PHOTOS_PAGE_SIZE = 24;
/** The last page one may ask for: the offset stays bounded. */
export const STAFF_PHOTOS_PAGE_MAX = 1000;

/** The queue's page; `language` as every call carries it (SPEC 7: the errors' words). */
export const ListStaffPhotosRequestSchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(STAFF_PHOTOS_PAGE_MAX).default(1),
  language: z.enum(LANGUAGES).optional(),
});
export type ListStaffPhotosRequest = z.infer<typeof ListStaffPhotosRequestSchema>;

/** One photo waiting for a decision. */
export const StaffPhotoSchema = z.object({
  cardId: z.uuid(),
  /** The holder as the account names them (first and last name), else the card's printed last name. */
  holderName: z.string(),
  /** The card's pass type (a PASS_TYPES value or another card type) and its printed label. */
  passType: z.string(),
  label: z.string(),
  status: z.literal("PENDING"),
  /** When the customer sent it (ISO 8601): the queue is the oldest first. */
  uploadedAt: z.iso.datetime({ offset: true }),
  /** The staff route serving the JPEG. */
  image: z.string().max(200),
});
export type StaffPhoto = z.infer<typeof StaffPhotoSchema>;

/** GET /api/staff/photos: the oldest first, STAFF_PHOTOS_PAGE_SIZE a page, and how many wait in all. */
export const ListStaffPhotosResponseSchema = z.object({
  photos: z.array(StaffPhotoSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type ListStaffPhotosResponse = z.infer<typeof ListStaffPhotosResponseSchema>;

export const StaffPhotoParamsSchema = z.strictObject({ cardId: z.uuid() });

/**
 * What every decision names: the upload the moderator looked at (`uploadedAt` of the queue). A
 * customer may send another photo meanwhile; a decision about the one before is refused (409
 * PHOTO_REPLACED), never applied to a photo nobody saw.
 */
const DecisionSchema = z.strictObject({ uploadedAt: z.iso.datetime({ offset: true }) });

/** POST /api/staff/photos/{cardId}/approve. */
export const ApproveStaffPhotoRequestSchema = DecisionSchema;
export type ApproveStaffPhotoRequest = z.infer<typeof ApproveStaffPhotoRequestSchema>;

/** POST /api/staff/photos/{cardId}/refuse: the reason from the list and, for the record, a note. */
export const RefuseStaffPhotoRequestSchema = DecisionSchema.extend({
  reason: PhotoRefusalReasonSchema,
  note: z.string().trim().min(1).max(STAFF_REASON_MAX).optional(),
});
export type RefuseStaffPhotoRequest = z.infer<typeof RefuseStaffPhotoRequestSchema>;

/** The card's photo after a decision: OK (approved) or KO (refused). */
export const StaffPhotoDecisionResponseSchema = z.object({
  cardId: z.uuid(),
  photoStatus: z.enum(["OK", "KO"]),
});
export type StaffPhotoDecisionResponse = z.infer<typeof StaffPhotoDecisionResponseSchema>;
