import type { Injection } from "@cinelux/contract/settings";

/**
 * Items this document has inserted: an item goes in once, whatever the re-renders and navigations,
 * and a withdrawn purpose whose items already ran needs a reload (a script cannot be unloaded).
 */
const inserted = new Set<string>();
const insertedPurposes = new Set<Injection["purpose"]>();

function itemKey(item: Injection): string {
  return JSON.stringify([item.element, item.value, item.attributes]);
}

/** The element of a head item: operator-given attributes, minus event handlers (they bypass the CSP). */
export function injectionElement(item: Injection, document: Document): HTMLElement {
  const element = document.createElement(item.element);
  for (const [name, value] of Object.entries(item.attributes)) {
    if (!/^[a-z][\w-]*$/i.test(name) || name.toLowerCase().startsWith("on")) {
      continue;
    }
    element.setAttribute(name, value);
  }
  if (item.element === "script" && item.value) {
    // Allowed by its sha256, which the server lists in the page's CSP (http/web.ts injectionSources).
    element.textContent = item.value;
  }
  return element;
}

/**
 * SPEC 3 "Settings": inserts the `head` items the visitor consented to: scripts in the head, iframes
 * at the end of the body (an iframe belongs there). `noscript` items are never inserted: without
 * JavaScript no consent can be given, so nothing optional loads (docs/shell.md "Consent").
 */
export function insertInjections(items: Injection[], document: Document = window.document): void {
  for (const item of items) {
    const key = itemKey(item);
    if (item.position !== "head" || inserted.has(key)) {
      continue;
    }
    inserted.add(key);
    insertedPurposes.add(item.purpose);
    const element = injectionElement(item, document);
    (item.element === "script" ? document.head : document.body).append(element);
  }
}

/** Whether an item of this purpose already ran in this document. */
export function hasInserted(purpose: Injection["purpose"]): boolean {
  return insertedPurposes.has(purpose);
}

/** Tests only. */
export function resetInsertedInjections(): void {
  inserted.clear();
  insertedPurposes.clear();
}
