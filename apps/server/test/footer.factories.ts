// The footer rows a test writes for itself (STYLE.md "Tests"), instead of the demo footer: SPEC 2.1
// generic columns with their links, and a domain's social networks.
import { randomUUID } from "node:crypto";
import type { DomainId } from "@cinelux/contract";
import type { Database } from "../src/db/client.ts";
import { footerColumns, footerLinks, type LocalizedTitles, socialNetworks } from "../src/db/schema/index.ts";

type FooterColumnRow = typeof footerColumns.$inferSelect;
type FooterLinkRow = typeof footerLinks.$inferSelect;

let sequence = 0;

/** Titles as the footer stores them on `domain`: its language and English, the fallback. */
function titlesOf(domain: DomainId, text: string): LocalizedTitles {
  return { [domain]: `${text} (${domain})`, en: `${text} (en)` };
}

/**
 * A footer column of `domain` with its links in order (`{column}-link-{n}` unless a link's `id` is
 * given); `position` places it (1 unless asked). A link's `url` names a catalog page (`catalog:Page/{slug}`, `catalog:Faq`) or is an address used
 * as is; `cookie` opens the consent panel instead.
 */
export async function createFooterColumn(
  db: Database,
  options: {
    domain: DomainId;
    id?: string;
    position?: number;
    titles?: LocalizedTitles;
    links?: { id?: string; titles?: LocalizedTitles; url?: string; newTab?: boolean; cookie?: boolean }[];
  },
): Promise<FooterColumnRow & { links: FooterLinkRow[] }> {
  sequence += 1;
  const id = options.id ?? `${options.domain}-test-${sequence}-${randomUUID().slice(0, 8)}`;
  const [column] = await db
    .insert(footerColumns)
    .values({
      id,
      domain: options.domain,
      position: options.position ?? 1,
      titles: options.titles ?? titlesOf(options.domain, `Column ${id}`),
    })
    .returning();
  if (!column) {
    throw new Error("the footer column was not inserted");
  }
  const links = options.links ?? [];
  if (links.length === 0) {
    return { ...column, links: [] };
  }
  const rows = await db
    .insert(footerLinks)
    .values(
      links.map((link, index) => ({
        id: link.id ?? `${id}-link-${index + 1}`,
        columnId: id,
        position: index + 1,
        titles: link.titles ?? titlesOf(options.domain, `Link ${index + 1} of ${id}`),
        url: link.url ?? `catalog:Page/${id}-${index + 1}`,
        newTab: link.newTab ?? false,
        cookie: link.cookie ?? false,
      })),
    )
    .returning();
  return { ...column, links: rows };
}

/** A social network of `domain`, `label` naming its icon; `position` places it (1 unless asked). */
export async function createSocialNetwork(
  db: Database,
  options: { domain: DomainId; label: string; url?: string; position?: number },
): Promise<typeof socialNetworks.$inferSelect> {
  const [network] = await db
    .insert(socialNetworks)
    .values({
      domain: options.domain,
      label: options.label,
      position: options.position ?? 1,
      url: options.url ?? `https://example.com/${options.domain}/${options.label}`,
    })
    .returning();
  if (!network) {
    throw new Error("the social network was not inserted");
  }
  return network;
}
