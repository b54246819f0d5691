// The mails a test reads back from the outbox, and the links in them.
import { desc, eq } from "drizzle-orm";
import { outboxMails } from "../src/db/schema/index.ts";
import type { TestApp } from "./app.ts";

/** The outbox's mails to `recipient`, newest first. */
export async function mailsTo(t: Pick<TestApp, "database">, recipient: string) {
  return t.database.db
    .select()
    .from(outboxMails)
    .where(eq(outboxMails.recipient, recipient))
    .orderBy(desc(outboxMails.createdAt));
}

/** The first absolute link to `path` (`/auth/reset`) with a query in a mail's text; throws if none. */
export function linkIn(text: string, path: string): string {
  const match = new RegExp(`https?://\\S+${path}\\?\\S+`).exec(text);
  if (!match) {
    throw new Error(`no ${path} link in: ${text}`);
  }
  return match[0];
}
