import * as z from "zod";

/** GET /api/footer (no authentication), SPEC 3 "Footer data". */
export const FooterResponseSchema = z.object({
  shows: z.array(z.object({ title: z.string(), slug: z.string(), movie: z.boolean() })),
  columns: z.array(
    z.object({
      title: z.string(),
      elements: z.array(
        z.object({
          title: z.string(),
          url: z.string(),
          newTab: z.boolean(),
          /** Opens the consent-preferences panel instead of following the URL. */
          cookie: z.boolean(),
        }),
      ),
    }),
  ),
  /** `label` is the icon name. */
  socialNetworks: z.array(z.object({ label: z.string(), url: z.string() })),
  /** The FAQ block (mobile): articles of the fixed footer category. */
  faq: z.array(z.object({ id: z.string(), title: z.string() })),
});
export type FooterResponse = z.infer<typeof FooterResponseSchema>;
