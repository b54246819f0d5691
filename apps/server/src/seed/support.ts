import type { DomainId } from "@cinelux/contract";
import { DEMO_SUPPORT_CASES, DEMO_SUPPORT_MAIL, demoHoursAgo } from "@cinelux/demo/support";
import { eq } from "drizzle-orm";
import type { Transaction } from "../db/client.ts";
import {
  accounts,
  faqArticles,
  faqCategories,
  supportCases,
  supportMessages,
  supportReasonArticles,
  supportReasons,
  supportThemes,
  supportTopics,
} from "../db/schema/index.ts";
import { normalizeMail } from "../lib/mail-address.ts";
import { nextCaseNumber } from "../modules/support/support.repository.ts";
import { FAQ_CATEGORIES } from "./faq.ts";
import { insertNew } from "./insert-new.ts";
import { SUPPORT_FAQ_ARTICLES, SUPPORT_FAQ_CATEGORIES, supportArticleId } from "./support-faq.ts";
import { SUPPORT_TAXONOMY } from "./support-taxonomy.ts";

/**
 * Demo data (docs/domain/support.md): the taxonomy, the support FAQ articles on both
 * domains, and camille.martin's cases of packages/demo support.ts.
 */
const DOMAIN_IDS: DomainId[] = ["fr", "nl"];

/** Writes them; keyed by id, never overwritten. Returns the rows created. */
export async function insertSupport(tx: Transaction, now: Date): Promise<number> {
  const themes = SUPPORT_TAXONOMY.map((theme, index) => ({
    id: theme.id,
    position: index + 1,
    labels: theme.labels,
  }));
  const topics = SUPPORT_TAXONOMY.flatMap((theme) =>
    theme.topics.map((topic, index) => ({
      id: topic.id,
      themeId: theme.id,
      position: index + 1,
      labels: topic.labels,
    })),
  );
  const reasons = SUPPORT_TAXONOMY.flatMap((theme) => theme.topics).flatMap((topic) =>
    topic.reasons.map((reason, index) => ({
      id: reason.id,
      topicId: topic.id,
      position: index + 1,
      labels: reason.labels,
    })),
  );
  const links = SUPPORT_TAXONOMY.flatMap((theme) => theme.topics)
    .flatMap((topic) => topic.reasons)
    .flatMap((reason) =>
      DOMAIN_IDS.flatMap((domain) =>
        reason.articles.map((key, index) => ({
          reasonId: reason.id,
          domain,
          articleId: supportArticleId(domain, key),
          position: index + 1,
        })),
      ),
    );
  const categories = DOMAIN_IDS.flatMap((domain) =>
    SUPPORT_FAQ_CATEGORIES.map((category, index) => ({
      domain,
      id: category.id,
      // After faq.ts's groups on the FAQ page.
      position: FAQ_CATEGORIES.length + index + 1,
      titles: category.titles,
    })),
  );
  const articles = DOMAIN_IDS.flatMap((domain) =>
    SUPPORT_FAQ_ARTICLES.map((article, index) => ({
      id: supportArticleId(domain, article.key),
      domain,
      categoryId: article.category,
      position: 100 + index + 1,
      titles: article.titles,
      answers: article.answers,
    })),
  );
  let created = 0;
  created += await insertNew(tx, supportThemes, themes);
  created += await insertNew(tx, supportTopics, topics);
  created += await insertNew(tx, supportReasons, reasons);
  created += await insertNew(tx, supportReasonArticles, links);
  created += await insertNew(tx, faqCategories, categories);
  created += await insertNew(tx, faqArticles, articles);
  return created + (await insertDemoCases(tx, now));
}

async function insertDemoCases(tx: Transaction, now: Date): Promise<number> {
  const [holder] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.mail, normalizeMail(DEMO_SUPPORT_MAIL)));
  if (!holder) {
    return 0;
  }
  const [existing] = await tx
    .select({ id: supportCases.id })
    .from(supportCases)
    .where(eq(supportCases.accountId, holder.id))
    .limit(1);
  if (existing) {
    return 0;
  }
  let created = 0;
  // In the list's order, so the case numbers follow it.
  for (const demo of DEMO_SUPPORT_CASES) {
    const createdAt = demoHoursAgo(now, demo.openedHoursAgo);
    const closedAt = demo.closedHoursAgo === null ? null : demoHoursAgo(now, demo.closedHoursAgo);
    const [row] = await tx
      .insert(supportCases)
      .values({
        accountId: holder.id,
        number: await nextCaseNumber(tx, createdAt),
        type: demo.type,
        topic: demo.topic,
        reasonId: demo.reason,
        subject: demo.subject,
        description: demo.description,
        cinema: demo.cinema,
        language: demo.language,
        createdAt,
        ...(closedAt ? { closedAt, readAt: closedAt } : {}),
      })
      .returning({ id: supportCases.id });
    if (!row) {
      continue;
    }
    await tx.insert(supportMessages).values(
      demo.messages.map((message) => ({
        caseId: row.id,
        received: message.received,
        createdAt: demoHoursAgo(now, message.hoursAgo),
        body: message.body,
      })),
    );
    created += 1;
  }
  return created;
}
