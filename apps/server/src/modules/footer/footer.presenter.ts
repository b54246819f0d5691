import type { FooterResponse, Language } from "@cinelux/contract";
import type { footerColumns, footerLinks, LocalizedTitles } from "../../db/schema/index.ts";

/** The title in the asked language, else English, else any title stored (never a missing label). */
export function localizedTitle(titles: Partial<LocalizedTitles> | null, language: Language): string {
  const stored = titles ?? {};
  return stored[language] ?? stored.en ?? Object.values(stored).find((value) => Boolean(value)) ?? "";
}

export function toFooterColumns(
  columns: (typeof footerColumns.$inferSelect)[],
  links: (typeof footerLinks.$inferSelect)[],
  language: Language,
): FooterResponse["columns"] {
  return columns.map((column) => ({
    title: localizedTitle(column.titles, language),
    elements: links
      .filter((link) => link.columnId === column.id)
      .map((link) => ({
        title: localizedTitle(link.titles, language),
        url: link.url,
        newTab: link.newTab,
        cookie: link.cookie,
      })),
  }));
}
