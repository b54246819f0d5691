import {
  type ArtworkKind,
  artworkPath,
  type CreateStaffShowRequest,
  type ListStaffShowsRequest,
  type ListStaffShowsResponse,
  type ShowImageResponse,
  STAFF_SHOWS_PAGE_SIZE,
  type StaffShow,
  type UpdateStaffShowRequest,
} from "@cinelux/contract";
import type { Transaction } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { reencodeShowImage } from "../media/show-image.ts";
import {
  findShowById,
  listShowsPage,
  type StoredShow,
  saveShowImage,
  showHolding,
  showIdOfSlug,
} from "./staff-catalog.repository.ts";
import { auditedWrite, type StaffCatalogOptions, writePartialCatalog } from "./staff-catalog-write.ts";

/** The editors' shows (docs/staff.md "Catalog"): list, read, create, update, images. */

function presentShow(stored: StoredShow): StaffShow {
  const { show, texts, images } = stored;
  const text = (language: "fr" | "nl" | "en") => {
    const row = texts.find((entry) => entry.language === language);
    return { title: row?.title ?? show.title, synopsis: row?.synopsis ?? "" };
  };
  const uploaded = (kind: ArtworkKind) => images.some((image) => image.kind === kind);
  return {
    id: show.id,
    slug: show.slug,
    salesforceShowId: show.salesforceShowId,
    title: show.title,
    texts: { fr: text("fr"), nl: text("nl"), en: text("en") },
    isMovie: show.isMovie,
    genres: show.genres,
    durationMinutes: show.durationMinutes,
    releaseYear: show.releaseYear,
    ageRating: show.ageRating,
    backdropUrl: show.backdropUrl,
    director: show.director,
    cast: show.cast,
    trailerKey: show.trailerKey,
    releaseDate: show.releaseDate,
    presales: show.presales,
    comingSoon: show.comingSoon,
    bookable: show.bookable,
    images: {
      posterUrl: artworkPath("poster", show.slug),
      backdropUrl: artworkPath("backdrop", show.slug),
      uploaded: { poster: uploaded("poster"), backdrop: uploaded("backdrop") },
    },
  };
}

/** What the audit keeps of a show: its fields, never image bytes. */
function auditOf(show: StaffShow): Omit<StaffShow, "images"> {
  const { images: _images, ...fields } = show;
  return fields;
}

export async function listStaffShows(
  options: Pick<StaffCatalogOptions, "db"> & { query: ListStaffShowsRequest },
): Promise<ListStaffShowsResponse> {
  const { page, q } = options.query;
  const { rows, total } = await listShowsPage(options.db, {
    ...(q === undefined ? {} : { q }),
    offset: (page - 1) * STAFF_SHOWS_PAGE_SIZE,
    limit: STAFF_SHOWS_PAGE_SIZE,
  });
  return {
    shows: rows.map((row) => ({ ...row, posterUrl: artworkPath("poster", row.slug) })),
    page,
    pageSize: STAFF_SHOWS_PAGE_SIZE,
    total,
  };
}

async function requireShow(db: StaffCatalogOptions["db"] | Transaction, id: string): Promise<StoredShow> {
  const stored = await findShowById(db, id);
  if (!stored) {
    throw new AppError("SHOW_NOT_FOUND", { detail: `No show ${id}.` });
  }
  return stored;
}

export async function readStaffShow(
  options: Pick<StaffCatalogOptions, "db"> & { id: string },
): Promise<StaffShow> {
  return presentShow(await requireShow(options.db, options.id));
}

export async function createStaffShow(
  options: StaffCatalogOptions & { show: CreateStaffShowRequest },
): Promise<StaffShow> {
  return auditedWrite(options, async (tx) => {
    const { show } = options;
    if (await showHolding(tx, { slug: show.slug, salesforceShowId: show.salesforceShowId })) {
      throw new AppError("SHOW_SLUG_TAKEN", { fields: [{ path: "slug", code: "invalid_value" }] });
    }
    await writePartialCatalog(tx, { shows: [show] }, "shows[0]");
    const id = (await showIdOfSlug(tx, show.slug))?.id as string;
    const created = presentShow(await requireShow(tx, id));
    return {
      value: created,
      audit: { action: "show.created", target: { kind: "show", id }, details: { after: auditOf(created) } },
    };
  });
}

export async function updateStaffShow(
  options: StaffCatalogOptions & { id: string; show: UpdateStaffShowRequest },
): Promise<StaffShow> {
  return auditedWrite(options, async (tx) => {
    const before = presentShow(await requireShow(tx, options.id));
    if (await showHolding(tx, { salesforceShowId: options.show.salesforceShowId }, options.id)) {
      throw new AppError("SHOW_SLUG_TAKEN", {
        fields: [{ path: "salesforceShowId", code: "invalid_value" }],
      });
    }
    await writePartialCatalog(tx, { shows: [{ ...options.show, slug: before.slug }] }, "shows[0]");
    const after = presentShow(await requireShow(tx, options.id));
    return {
      value: after,
      audit: {
        action: "show.updated",
        target: { kind: "show", id: options.id },
        details: { before: auditOf(before), after: auditOf(after) },
      },
    };
  });
}

/**
 * Stores an uploaded poster or backdrop (re-encoded, docs/staff.md "Catalog"); `onStored` tells the
 * media routes of this process to read the shows' images again, so the next request serves it.
 */
export async function uploadShowImage(
  options: StaffCatalogOptions & {
    id: string;
    kind: ArtworkKind;
    bytes: Uint8Array;
    onStored?: () => void;
  },
): Promise<ShowImageResponse> {
  await requireShow(options.db, options.id);
  const master = await reencodeShowImage(options.bytes, options.kind);
  const answer = await auditedWrite(options, async (tx) => {
    const stored = await requireShow(tx, options.id);
    await saveShowImage(tx, { showId: options.id, kind: options.kind, ...master });
    return {
      value: {
        kind: options.kind,
        url: artworkPath(options.kind, stored.show.slug),
        width: master.width,
        height: master.height,
        bytes: master.image.length,
      },
      audit: {
        action: "show.image_uploaded",
        target: { kind: "show", id: options.id },
        // The facts of the image, never its bytes.
        details: {
          kind: options.kind,
          digest: master.digest,
          width: master.width,
          height: master.height,
          bytes: master.image.length,
          uploadedBytes: options.bytes.length,
        },
      },
    };
  });
  options.onStored?.();
  return answer;
}
