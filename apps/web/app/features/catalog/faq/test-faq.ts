import type { FaqGroup, SiteContentReader } from "@cinelux/contract/site-content";

/** The FAQ groups as the server's reader answers them, in French. */
export function testFaqGroups(): FaqGroup[] {
  return [
    {
      id: "kac-footer-001",
      title: "Billets et CINEPASS",
      articles: [
        {
          id: "ka-fr-0001",
          question: "Comment fonctionne le CINEPASS ?",
          answer: ["Le CINEPASS est un abonnement mensuel.", "Réservez en ligne."],
        },
        {
          id: "ka-fr-0002",
          question: "Comment réserver une séance en ligne ?",
          answer: ["Choisissez un film."],
        },
      ],
    },
    {
      id: "kac-visit-003",
      title: "Au cinéma",
      articles: [{ id: "ka-fr-0006", question: "Y a-t-il un parking ?", answer: [] }],
    },
  ];
}

/** A fake reader answering `groups` whatever the language (the language is checked by `asked`). */
export function testFaqContent(groups: FaqGroup[], asked: string[] = []): SiteContentReader {
  return {
    async page() {
      return undefined;
    },
    async slugs() {
      return [];
    },
    async faq(language) {
      asked.push(language);
      return groups;
    },
  };
}
