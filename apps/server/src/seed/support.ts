import type { DomainId } from "@cinelux/contract";
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
 * domains, and camille.martin's cases: one open with an agent's answer she has not read, one closed.
 */
export const DEMO_SUPPORT_MAIL = "camille.martin@example.com";

const HOUR_MS = 3_600_000;
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
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR_MS);
  const number = (createdAt: Date) => nextCaseNumber(tx, createdAt);
  const openedAt = at(50);
  const [open] = await tx
    .insert(supportCases)
    .values({
      accountId: holder.id,
      number: await number(openedAt),
      type: "subscription",
      topic: "subscription-billing",
      reasonId: "subscription-billing-double",
      subject: "Prélevé deux fois ce mois-ci",
      description:
        "Bonjour, mon abonnement CINEPASS a été prélevé deux fois le 5 de ce mois (2 × 21,90 €). Pouvez-vous me rembourser le second prélèvement ?",
      cinema: null,
      language: "fr",
      createdAt: openedAt,
    })
    .returning({ id: supportCases.id });
  const closedAt = at(24 * 40);
  const [closed] = await tx
    .insert(supportCases)
    .values({
      accountId: holder.id,
      number: await number(at(24 * 45)),
      type: "visit",
      topic: "visit-services",
      reasonId: "visit-services-lost",
      subject: "Écharpe oubliée salle 4",
      description: "J'ai oublié une écharpe grise dans la salle 4 lors de la séance de 20 h samedi dernier.",
      cinema: "cinelux-paris-bastille",
      language: "fr",
      createdAt: at(24 * 45),
      closedAt,
      readAt: closedAt,
    })
    .returning({ id: supportCases.id });
  if (!open || !closed) {
    return 0;
  }
  await tx.insert(supportMessages).values([
    {
      caseId: open.id,
      received: true,
      createdAt: at(20),
      body: "Bonjour Camille, nous avons bien constaté le double prélèvement du 5. Le remboursement de 21,90 € est lancé : il apparaîtra sur votre compte sous quelques jours ouvrés. L'équipe Cinélux",
    },
    {
      caseId: closed.id,
      received: true,
      createdAt: at(24 * 44),
      body: "Bonjour, votre écharpe a été retrouvée : elle vous attend à l'accueil du Cinélux Paris Bastille pendant 30 jours.",
    },
    { caseId: closed.id, received: false, createdAt: at(24 * 41), body: "Merci, je l'ai récupérée !" },
  ]);
  return 2;
}
