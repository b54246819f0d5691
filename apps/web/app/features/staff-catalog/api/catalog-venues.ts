import type { Language } from "@cinelux/contract/languages";
import type {
  ListStaffCinemasResponse,
  StaffCinema,
  StaffPriceListRequest,
  StaffPriceListResponse,
  StaffSeatMapRequest,
  StaffSeatMapResponse,
  UpdateStaffCinemaRequest,
  UpdateStaffHallRequest,
} from "@cinelux/contract/staff-catalog";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { staffRequest } from "../../../lib/staff/staff-api";

const VENUES_KEY = ["staff", "catalog", "cinemas"] as const;
const PRICES_KEY = ["staff", "catalog", "prices"] as const;

const cinemaPath = (slug: string) => `/api/staff/catalog/cinemas/${encodeURIComponent(slug)}` as const;
const hallPath = (slug: string, hall: string) =>
  `${cinemaPath(slug)}/halls/${encodeURIComponent(hall)}` as const;

/** GET /api/staff/catalog/cinemas: every cinema with its halls. */
export function staffCinemasQuery(language: Language) {
  return queryOptions({
    queryKey: VENUES_KEY,
    meta: { errorToast: "none" },
    queryFn: ({ signal }) =>
      staffRequest<ListStaffCinemasResponse>({ path: "/api/staff/catalog/cinemas", language, signal }),
  });
}

function useVenueWrite<Input, Output>(write: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: "none" },
    mutationFn: write,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: VENUES_KEY });
    },
  });
}

/** PUT cinemas/{slug}: its name, address and descriptions. */
export function useUpdateCinema(language: Language, slug: string) {
  return useVenueWrite((body: UpdateStaffCinemaRequest) =>
    staffRequest<StaffCinema>({ path: cinemaPath(slug), language, method: "PUT", body }),
  );
}

/** PUT cinemas/{slug}/halls/{hall}: its seats and technologies. */
export function useUpdateHall(language: Language, slug: string, hall: string) {
  return useVenueWrite((body: UpdateStaffHallRequest) =>
    staffRequest<StaffCinema>({ path: hallPath(slug, hall), language, method: "PUT", body }),
  );
}

/** POST …/seat-map/preview (checks, writes nothing) or PUT …/seat-map (replaces). */
export function useSeatMap(language: Language, slug: string, hall: string, mode: "preview" | "replace") {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: "none" },
    mutationFn: (body: StaffSeatMapRequest) =>
      staffRequest<StaffSeatMapResponse>(
        mode === "preview"
          ? { path: `${hallPath(slug, hall)}/seat-map/preview`, language, method: "POST", body }
          : { path: `${hallPath(slug, hall)}/seat-map`, language, method: "PUT", body },
      ),
    onSuccess: async () => {
      if (mode === "replace") {
        await queryClient.invalidateQueries({ queryKey: VENUES_KEY });
      }
    },
  });
}

/** GET cinemas/{slug}/prices: null when the cinema has none. */
export function staffPricesQuery(language: Language, slug: string) {
  return queryOptions({
    queryKey: [...PRICES_KEY, slug],
    meta: { errorToast: "none" },
    queryFn: ({ signal }) =>
      staffRequest<StaffPriceListResponse>({ path: `${cinemaPath(slug)}/prices`, language, signal }),
  });
}

/** PUT cinemas/{slug}/prices: the whole list replaced. */
export function useReplacePrices(language: Language, slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: "none" },
    mutationFn: (body: StaffPriceListRequest) =>
      staffRequest<StaffPriceListResponse>({
        path: `${cinemaPath(slug)}/prices`,
        language,
        method: "PUT",
        body,
      }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(staffPricesQuery(language, slug).queryKey, answer);
      await queryClient.invalidateQueries({ queryKey: VENUES_KEY });
    },
  });
}
