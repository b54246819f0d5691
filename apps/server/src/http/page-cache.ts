import { hash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, gzip } from "node:zlib";
import { brotliOptions, COMPRESSION_THRESHOLD, GZIP_LEVEL } from "../lib/compression-levels.ts";
import type { Encoding } from "./compression.ts";

/**
 * The anonymous page micro-cache (docs/decisions/005-page-cache.md). Every server-rendered
 * page is the same for every visitor of a URL on a domain while the settings and footer are
 * unchanged (authentication happens in the browser), so a page is rendered once, kept a few seconds,
 * and its bytes served to everybody: compressed once per encoding, with an ETag, and a CSP that
 * allows its inline scripts by hash instead of a per-request nonce.
 */

/**
 * How long a page is served from memory. Settings and footer changes drop every page at once (the
 * public reads' NOTIFY); the TTL only bounds what a page shows from data no notification covers
 * (the catalog's sessions of the day, time itself). At 10 s a busy page renders once per 10 s.
 */
export const PAGE_CACHE_TTL_MS = 10_000;
/** Entries kept: every page of both domains in three languages, with room for query variants. */
export const PAGE_CACHE_MAX_ENTRIES = 1_000;
/**
 * Bytes kept, identity and compressed variants together: every catalog page (docs/catalog-pages.md:
 * ~400 URLs at ~30 KB with both variants) fits, and a flood of made-up URLs costs at most this much
 * of the process's memory budget (DESIGN.md: 200 MiB on PostgreSQL), the pages in use staying (LRU).
 */
export const PAGE_CACHE_MAX_BYTES = 24 * 1024 * 1024;
/**
 * Compressed bytes by content (ETag), for pages that are rendered but not kept (SSR_PAGE_CACHE=off,
 * requests with credentials, LISTEN down): the same bytes are compressed once, not per answer.
 * Content-addressed, so never stale; bounded in entries and bytes.
 */
export const COMPRESSED_MEMO_MAX_ENTRIES = 256;
export const COMPRESSED_MEMO_MAX_BYTES = 8 * 1024 * 1024;
/** A page larger than this is served but not kept. */
export const PAGE_CACHE_MAX_PAGE_BYTES = 1024 * 1024;

/**
 * For shared caches in front (a CDN): they may keep an anonymous page as long as this process does
 * and serve it stale while they revalidate; browsers revalidate every time (max-age=0), which the
 * ETag makes a 304. A settings change is visible at the edge within s-maxage + stale-while-revalidate.
 */
export const ANONYMOUS_PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${PAGE_CACHE_TTL_MS / 1000}, stale-while-revalidate=30`;
/** A request with credentials: served fresh, kept by no shared cache, revalidated by the browser. */
export const PERSONAL_PAGE_CACHE_CONTROL = "private, no-cache";

/** What the page cache's entries depend on: the public read cache (settings, footer). */
export interface CacheGeneration {
  /** Changes whenever the public reads were dropped (NOTIFY public_read_changed, LISTEN lost or back). */
  readonly generation: number;
  /** False while LISTEN is down: nothing may be cached then. */
  readonly listening: boolean;
}

/** A complete rendered answer, collected in one buffer. */
export interface RenderedPage {
  status: number;
  /** The render's own headers (lower-case names); CSP, ETag, Cache-Control and Vary are added when sent. */
  headers: [string, string][];
  /** The identity bytes. */
  body: Buffer;
  /** `'sha256-…'` of each inline script, for the page's CSP. */
  scriptHashes: string[];
  /** A strong validator of the identity bytes, quoted. */
  etag: string;
}

const SRC_ATTRIBUTE = /(?:^|\s)src\s*=/i;
/** What may follow `<script` in a script's start tag. */
const AFTER_SCRIPT = new Set([" ", "\t", "\n", "\r", "\f", "/", ">"].map((char) => char.charCodeAt(0)));

function sha256Source(text: string): string {
  // The one-shot hash: a third cheaper than createHash().update().digest() on a page's scripts.
  return `'sha256-${hash("sha256", text, "base64")}'`;
}

/**
 * The CSP hash source of every inline script of an HTML document that carries `nonce="<marker>"`
 * (scripts with a `src` are allowed by origin), with the marker removed from their text as from
 * the page. React escapes `</script` inside script text and `>` inside attribute values, so the
 * first `>` ends a script's start tag and the first `</script` closes it.
 *
 * The marker is why a script injected into the page by a rendering bug (text that reached the HTML
 * unescaped) stays blocked, as it would be under a nonce: only what the render itself marked as
 * its script is hashed, never every script found in the output.
 *
 * It reads the bytes: only the scripts' text is decoded, not the whole page, since every render
 * pays this, kept or not.
 */
export function inlineScriptHashes(html: Buffer, marker: string): string[] {
  const hashes = new Set<string>();
  const trusted = `nonce="${marker}"`;
  for (let at = html.indexOf(trusted); at !== -1; at = html.indexOf(trusted, at + trusted.length)) {
    const open = html.lastIndexOf("<script", at);
    // The marked attribute must sit in a script's start tag: after `<script`, before its `>`.
    if (open === -1 || !AFTER_SCRIPT.has(html[open + 7] ?? 0) || html.indexOf(">", open) < at) {
      continue;
    }
    const tagEnd = html.indexOf(">", at);
    const close = tagEnd === -1 ? -1 : html.indexOf("</script", tagEnd);
    if (close === -1 || SRC_ATTRIBUTE.test(html.toString("utf8", open + 7, tagEnd))) {
      continue;
    }
    hashes.add(sha256Source(html.toString("utf8", tagEnd + 1, close).replaceAll(marker, "")));
  }
  return [...hashes];
}

/** The bytes without any occurrence of `marker` (ASCII: taking it out keeps the UTF-8 whole). */
function withoutMarker(bytes: Buffer, marker: string): Buffer {
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = bytes.indexOf(marker); at !== -1; at = bytes.indexOf(marker, from)) {
    parts.push(bytes.subarray(from, at));
    from = at + marker.length;
  }
  if (from === 0) {
    return bytes;
  }
  parts.push(bytes.subarray(from));
  return Buffer.concat(parts);
}

/**
 * The page with its script hashes and validator, computed once from its bytes. The render gave its
 * scripts `marker` as their nonce: it is taken out of the bytes (`nonce=""`), so that every render
 * of a page is the same bytes and its scripts are allowed by hash alone.
 */
export function describePage(
  status: number,
  headers: [string, string][],
  rendered: Buffer,
  marker: string,
): RenderedPage {
  const type = headers.find(([name]) => name === "content-type")?.[1] ?? "";
  const scriptHashes = type.startsWith("text/html") ? inlineScriptHashes(rendered, marker) : [];
  const body = withoutMarker(rendered, marker);
  const etag = `"${hash("sha256", body, "base64url").slice(0, 32)}"`;
  return { status, headers, body, scriptHashes, etag };
}

/** The validator of one encoding of the page: each representation has its own strong ETag. */
export function variantEtag(etag: string, encoding: Encoding | undefined): string {
  return encoding ? `${etag.slice(0, -1)}-${encoding === "br" ? "br" : "gz"}"` : etag;
}

/** Whether `If-None-Match` names `etag` (weak comparison, as RFC 9110 asks for this header). */
export function ifNoneMatchHits(header: string | string[] | undefined, etag: string): boolean {
  if (!header) {
    return false;
  }
  const text = Array.isArray(header) ? header.join(",") : header;
  if (text.trim() === "*") {
    return true;
  }
  return text.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

/** Only whole, shareable HTML answers are kept: 200 and 404, no cookie set, no `private`/`no-store`. */
export function isCacheablePage(page: RenderedPage): boolean {
  if (page.status !== 200 && page.status !== 404) {
    return false;
  }
  let html = false;
  for (const [name, value] of page.headers) {
    if (name === "set-cookie" || (name === "cache-control" && /private|no-store/i.test(value))) {
      return false;
    }
    if (name === "content-type" && value.startsWith("text/html")) {
      html = true;
    }
  }
  return html && page.body.length <= PAGE_CACHE_MAX_PAGE_BYTES;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Once per entry and encoding, off the event loop (zlib's thread pool), at the dynamic answers' levels. */
function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === "br"
    ? brotli(body, brotliOptions(body.length))
    : gzipAsync(body, { level: GZIP_LEVEL });
}

export interface PageEntry {
  readonly key: string;
  readonly page: RenderedPage;
  variants: Partial<Record<Encoding, Buffer>>;
  pending: Partial<Record<Encoding, Promise<Buffer>>>;
  bytes: number;
  readonly storedAt: number;
}

export interface PageCacheOptions {
  source: CacheGeneration;
  /** False (SSR_PAGE_CACHE=off): every request renders, and its answer is compressed for it alone. */
  enabled?: boolean;
  ttlMs?: number;
  maxEntries?: number;
  maxBytes?: number;
  /** Tests: the clock. */
  now?: () => number;
}

/**
 * The result of a page request: the page's entry, kept (its variants compressed once for every
 * later hit) or not (compressed for this answer only).
 */
export interface PageResult {
  entry: PageEntry;
  /** Whether it came from memory. */
  hit: boolean;
}

/** An entry for a page that is not kept: its variants serve this answer only. */
export function detachedEntry(page: RenderedPage): PageEntry {
  return { key: "", page, variants: {}, pending: {}, bytes: 0, storedAt: 0 };
}

/**
 * Rendered pages by key, bounded in entries and bytes (least recently used goes first), fresh for a
 * TTL, all dropped as soon as the public reads' generation changes, and never kept while the public
 * reads are not listening. Concurrent misses of one key share one render.
 */
export class PageCache {
  private readonly entries = new Map<string, PageEntry>();
  private readonly inflight = new Map<string, Promise<PageResult>>();
  private readonly compressed = new Map<string, Buffer>();
  private compressedBytes = 0;
  private readonly source: CacheGeneration;
  private readonly enabled: boolean;
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly now: () => number;
  private seenGeneration: number;
  private totalBytes = 0;

  constructor(options: PageCacheOptions) {
    this.source = options.source;
    this.enabled = options.enabled ?? true;
    this.ttlMs = options.ttlMs ?? PAGE_CACHE_TTL_MS;
    this.maxEntries = options.maxEntries ?? PAGE_CACHE_MAX_ENTRIES;
    this.maxBytes = options.maxBytes ?? PAGE_CACHE_MAX_BYTES;
    this.now = options.now ?? Date.now;
    this.seenGeneration = this.source.generation;
  }

  /** Entries held (tests: bounded size). */
  get size(): number {
    return this.entries.size;
  }

  /** Bytes held, every variant counted. */
  get bytes(): number {
    return this.totalBytes;
  }

  clear(): void {
    this.entries.clear();
    this.totalBytes = 0;
  }

  /** The kept page for `key`, else `render`'s, kept when it may be; one render per key at a time. */
  async get(key: string, render: () => Promise<RenderedPage>): Promise<PageResult> {
    const entry = this.lookup(key);
    if (entry) {
      return { entry, hit: true };
    }
    if (!this.enabled || !this.source.listening) {
      // Notifications may be missed meanwhile: whatever is rendered now could outlive a change.
      return { entry: detachedEntry(await render()), hit: false };
    }
    const generation = this.source.generation;
    // Joined only within one generation: a render begun before a change may show the old settings.
    const flight = `${generation} ${key}`;
    const running = this.inflight.get(flight);
    if (running) {
      return running;
    }
    const result = render()
      .then((page): PageResult => {
        // A change notified during the render may not be in it: serve it, keep it not.
        const current = this.source.listening && this.source.generation === generation;
        const entry = current && isCacheablePage(page) ? this.store(key, page) : detachedEntry(page);
        return { entry, hit: false };
      })
      .finally(() => this.inflight.delete(flight));
    this.inflight.set(flight, result);
    return result;
  }

  /** The page's bytes in `encoding`, compressed once per entry; undefined when it stays identity. */
  async variant(entry: PageEntry, encoding: Encoding | undefined): Promise<Buffer | undefined> {
    if (!encoding || entry.page.body.length < COMPRESSION_THRESHOLD) {
      return undefined;
    }
    const ready = entry.variants[encoding];
    if (ready) {
      return ready;
    }
    let pending = entry.pending[encoding];
    if (!pending) {
      pending = this.compressOnce(entry.page, encoding).then((compressed) => {
        entry.variants[encoding] = compressed;
        delete entry.pending[encoding];
        // Counted only while kept: an entry dropped meanwhile is no longer in the total.
        if (entry.key && this.entries.get(entry.key) === entry) {
          entry.bytes += compressed.length;
          this.totalBytes += compressed.length;
          this.shrink(entry);
        }
        return compressed;
      });
      entry.pending[encoding] = pending;
    }
    return pending;
  }

  /** The page compressed in `encoding`, from the content memo when these bytes were compressed before. */
  private async compressOnce(page: RenderedPage, encoding: Encoding): Promise<Buffer> {
    const memoKey = variantEtag(page.etag, encoding);
    const known = this.compressed.get(memoKey);
    if (known) {
      this.compressed.delete(memoKey);
      this.compressed.set(memoKey, known);
      return known;
    }
    const result = await compress(page.body, encoding);
    if (!this.compressed.has(memoKey)) {
      this.compressed.set(memoKey, result);
      this.compressedBytes += result.length;
      for (const [key, value] of this.compressed) {
        if (
          this.compressed.size <= COMPRESSED_MEMO_MAX_ENTRIES &&
          this.compressedBytes <= COMPRESSED_MEMO_MAX_BYTES
        ) {
          break;
        }
        this.compressed.delete(key);
        this.compressedBytes -= value.length;
      }
    }
    return result;
  }

  private lookup(key: string): PageEntry | undefined {
    this.syncGeneration();
    const entry = this.entries.get(key);
    if (!entry) {
      return undefined;
    }
    this.entries.delete(key);
    if (!this.source.listening || this.now() - entry.storedAt >= this.ttlMs) {
      this.totalBytes -= entry.bytes;
      return undefined;
    }
    // Most recently used last: the eviction takes the first.
    this.entries.set(key, entry);
    return entry;
  }

  private store(key: string, page: RenderedPage): PageEntry {
    this.syncGeneration();
    const previous = this.entries.get(key);
    if (previous) {
      this.entries.delete(key);
      this.totalBytes -= previous.bytes;
    }
    const bytes =
      page.body.length + key.length + page.headers.reduce((sum, [n, v]) => sum + n.length + v.length, 0);
    const entry: PageEntry = { key, page, variants: {}, pending: {}, bytes, storedAt: this.now() };
    this.entries.set(key, entry);
    this.totalBytes += bytes;
    this.shrink(entry);
    return entry;
  }

  /** Drops the least recently used entries (never `keep`) until within both bounds. */
  private shrink(keep: PageEntry): void {
    for (const [key, entry] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.totalBytes <= this.maxBytes) {
        return;
      }
      if (entry !== keep) {
        this.entries.delete(key);
        this.totalBytes -= entry.bytes;
      }
    }
  }

  /** A new generation of the public reads drops every page at once (their memory too). */
  private syncGeneration(): void {
    const generation = this.source.generation;
    if (generation !== this.seenGeneration) {
      this.seenGeneration = generation;
      this.clear();
    }
  }
}
