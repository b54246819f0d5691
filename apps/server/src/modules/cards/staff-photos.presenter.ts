import type { StaffPhoto } from "@cinelux/contract";
import type { PendingPhotoRow } from "./cards.repository.ts";

/** The staff route serving a card's photo (the customers' route serves only their own). */
export function staffPhotoImagePath(cardId: string): string {
  return `/api/staff/photos/${cardId}/image`;
}

/** One line of the moderators' queue: the holder as the account names them, else as the card prints it. */
export function toStaffPhoto(row: PendingPhotoRow): StaffPhoto {
  const name = [row.firstName, row.lastName].filter((part) => part && part.trim() !== "").join(" ");
  return {
    cardId: row.cardId,
    holderName: name === "" ? row.holderLastName : name,
    passType: row.type,
    label: row.label,
    status: "PENDING",
    uploadedAt: (row.photoUpdatedAt ?? new Date(0)).toISOString(),
    image: staffPhotoImagePath(row.cardId),
  };
}
