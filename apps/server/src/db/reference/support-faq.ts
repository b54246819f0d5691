import { CARD_FAQ_CATEGORY_ID, type FaqSeed } from "./faq.ts";

/**
 * The FAQ articles the support taxonomy suggests beyond faq.ts's, written for this chain's
 * rules (docs/domain/subscription.md, wallet.md, etickets.md), the same on both domains. Their ids
 * are `ka-{domain}-01NN` (NN: the order here), apart from faq.ts's `ka-{domain}-000N`, so both
 * lists grow without clashing. Keys name articles in the taxonomy (support-taxonomy.ts).
 */

/** faq.ts's articles by key: their position there (ids `ka-{domain}-000N`). */
export const CATALOG_ARTICLE_POSITIONS = {
  cinepass: 1,
  booking: 2,
  exchange: 3,
  pause: 4,
  photo: 5,
  age: 6,
  wheelchair: 7,
} as const;

export const SUBSCRIPTION_FAQ_CATEGORY_ID = "kac-subscription-004";
export const WALLET_FAQ_CATEGORY_ID = "kac-wallet-005";
export const TICKETS_FAQ_CATEGORY_ID = "kac-etickets-006";

export const SUPPORT_FAQ_CATEGORIES: FaqCategorySeed[] = [
  {
    id: SUBSCRIPTION_FAQ_CATEGORY_ID,
    titles: { fr: "Abonnement et paiement", nl: "Abonnement en betaling", en: "Subscription and payment" },
  },
  {
    id: WALLET_FAQ_CATEGORY_ID,
    titles: {
      fr: "Cartes prépayées et cadeaux",
      nl: "Prepaid- en cadeaukaarten",
      en: "Prepaid and gift cards",
    },
  },
  {
    id: TICKETS_FAQ_CATEGORY_ID,
    titles: { fr: "E-billets et compte", nl: "E-tickets en account", en: "E-tickets and account" },
  },
];
interface FaqCategorySeed {
  id: string;
  titles: { fr: string; nl: string; en: string };
}

type SupportArticle = FaqSeed & { key: string };

const article = (key: string, category: string, titles: FaqSeed["titles"], answers: FaqSeed["answers"]) => ({
  key,
  category,
  titles,
  answers,
});

export const SUPPORT_FAQ_ARTICLES = [
  article(
    "plan-change",
    SUBSCRIPTION_FAQ_CATEGORY_ID,
    { fr: "Comment changer de formule ?", nl: "Hoe wissel ik van formule?", en: "How do I change my plan?" },
    {
      fr: [
        "Dans votre espace client, rubrique Abonnement, choisissez la nouvelle formule. Le changement prend effet à la fin de votre période d'engagement, ou à votre prochaine échéance si vous n'êtes plus engagé.",
        "Jusqu'à cette date, vous pouvez annuler le changement depuis la même page ; le nouveau tarif s'applique à partir de la première facture qui suit.",
      ],
      nl: [
        "Kies in je klantomgeving bij Abonnement de nieuwe formule. De wijziging gaat in aan het einde van je looptijd, of op je volgende betaaldatum als je looptijd voorbij is.",
        "Tot die datum kun je de wijziging op dezelfde pagina annuleren; het nieuwe tarief geldt vanaf de eerstvolgende factuur.",
      ],
      en: [
        "In your account, under Subscription, choose the new plan. The change takes effect at the end of your commitment period, or on your next billing date once you are past it.",
        "Until then you can cancel the change from the same page; the new price applies from the next invoice.",
      ],
    },
  ),
  article(
    "cancel-subscription",
    SUBSCRIPTION_FAQ_CATEGORY_ID,
    {
      fr: "Comment résilier mon abonnement ?",
      nl: "Hoe zeg ik mijn abonnement op?",
      en: "How do I cancel my subscription?",
    },
    {
      fr: [
        "Dans votre espace client, rubrique Abonnement, choisissez « Résilier » et le motif. L'écran affiche la date exacte de fin avant que vous confirmiez, et un e-mail vous la rappelle.",
        "Votre abonnement s'arrête à la fin de votre engagement, ou un mois après votre demande si l'engagement est passé. Il reste utilisable et facturé jusqu'à la veille ; la dernière facture est calculée au prorata. Vous pouvez annuler la résiliation jusqu'au jour de fin.",
      ],
      nl: [
        "Kies in je klantomgeving bij Abonnement voor „Opzeggen” en de reden. Het scherm toont de exacte einddatum voordat je bevestigt, en je krijgt die ook per e-mail.",
        "Je abonnement stopt aan het einde van je looptijd, of een maand na je opzegging als de looptijd voorbij is. Tot de dag ervoor kun je het gebruiken en wordt het gefactureerd; de laatste factuur is naar rato. Je kunt de opzegging tot de einddatum intrekken.",
      ],
      en: [
        "In your account, under Subscription, choose “Cancel” and a reason. The screen shows the exact end date before you confirm, and an e-mail confirms it.",
        "Your subscription stops at the end of your commitment, or one month after your request once the commitment is over. It works and is billed until the day before; the last invoice is pro rata. You can undo the cancellation until the end date itself.",
      ],
    },
  ),
  article(
    "unpaid",
    SUBSCRIPTION_FAQ_CATEGORY_ID,
    {
      fr: "Mon prélèvement a été rejeté : que faire ?",
      nl: "Mijn incasso is mislukt: wat nu?",
      en: "My direct debit failed: what now?",
    },
    {
      fr: [
        "Un prélèvement rejeté met votre abonnement en impayé : une alerte s'affiche dans votre espace client et votre CINEPASS ne permet plus de réserver.",
        "Réglez la facture impayée depuis la rubrique Abonnement ; votre CINEPASS fonctionne de nouveau dès le paiement reçu. Toutes vos factures y sont téléchargeables en PDF.",
      ],
      nl: [
        "Een mislukte incasso zet je abonnement op onbetaald: je ziet een melding in je klantomgeving en met je CINEPASS kun je niet meer reserveren.",
        "Betaal de openstaande factuur bij Abonnement; je CINEPASS werkt weer zodra de betaling binnen is. Al je facturen kun je daar als pdf downloaden.",
      ],
      en: [
        "A failed direct debit marks your subscription unpaid: an alert shows in your account and your CINEPASS can no longer be used to book.",
        "Pay the unpaid invoice under Subscription; your CINEPASS works again as soon as the payment arrives. Every invoice can be downloaded there as a PDF.",
      ],
    },
  ),
  article(
    "prepaid",
    WALLET_FAQ_CATEGORY_ID,
    {
      fr: "Comment utiliser et offrir une carte prépayée ?",
      nl: "Hoe gebruik en geef ik een prepaidkaart?",
      en: "How do I use and give a prepaid card?",
    },
    {
      fr: [
        "Ajoutez votre carte dans votre portefeuille avec son numéro à 16 chiffres : vous y voyez les places restantes et la date d'expiration. La carte est valable jusqu'à ce jour inclus ; les cartes IPL et IPN n'expirent pas.",
        "Pour l'offrir, choisissez « Offrir » et saisissez l'adresse e-mail d'un proche : il reçoit un lien pour l'ajouter à son compte. Tant qu'il ne l'a pas acceptée, vous pouvez annuler l'offre.",
      ],
      nl: [
        "Voeg je kaart met het nummer van 16 cijfers toe aan je portemonnee: daar zie je de resterende plaatsen en de vervaldatum. De kaart is geldig tot en met die dag; IPL- en IPN-kaarten verlopen niet.",
        "Om hem te geven kies je „Geven” en vul je het e-mailadres van iemand in: die krijgt een link om hem aan zijn account toe te voegen. Zolang die hem niet heeft aangenomen, kun je het aanbod intrekken.",
      ],
      en: [
        "Add your card to your wallet with its 16-digit number: you see the seats left and the expiry date there. The card is valid up to and including that day; IPL and IPN cards never expire.",
        "To give it, choose “Give” and enter someone's e-mail address: they receive a link to add it to their account. Until they accept, you can cancel the offer.",
      ],
    },
  ),
  article(
    "gift-card",
    WALLET_FAQ_CATEGORY_ID,
    {
      fr: "Comment ajouter une carte cadeau ou un bon ?",
      nl: "Hoe voeg ik een cadeaukaart of voucher toe?",
      en: "How do I add a gift card or a voucher?",
    },
    {
      fr: [
        "Dans votre portefeuille, saisissez le numéro à 16 chiffres de la carte cadeau et son code PIN à 6 chiffres, ou le numéro du bon. Le montant restant de la carte cadeau s'affiche ensuite.",
        "Un numéro ou un code erroné est refusé avec le même message ; après plusieurs essais, patientez quelques minutes avant de réessayer.",
      ],
      nl: [
        "Vul in je portemonnee het nummer van 16 cijfers van de cadeaukaart en de pincode van 6 cijfers in, of het nummer van de voucher. Daarna zie je het resterende bedrag van de cadeaukaart.",
        "Een verkeerd nummer of een verkeerde code wordt met dezelfde melding geweigerd; wacht na een aantal pogingen een paar minuten voordat je het opnieuw probeert.",
      ],
      en: [
        "In your wallet, enter the gift card's 16-digit number and its 6-digit PIN, or the voucher's number. The amount left on the gift card then shows.",
        "A wrong number or PIN is refused with the same message; after several tries, wait a few minutes before trying again.",
      ],
    },
  ),
  article(
    "refund",
    TICKETS_FAQ_CATEGORY_ID,
    {
      fr: "Comment annuler un billet et être remboursé ?",
      nl: "Hoe annuleer ik een ticket en krijg ik mijn geld terug?",
      en: "How do I cancel a ticket and get a refund?",
    },
    {
      fr: [
        "Un billet vendu comme remboursable s'annule depuis votre portefeuille, rubrique Billets, jusqu'au début de la séance. Le montant payé est remboursé en totalité sur le moyen de paiement utilisé, et un e-mail le confirme.",
        "Un billet non remboursable ne peut pas être annulé. Si le cinéma annule une séance, votre billet est remboursé sans démarche de votre part.",
      ],
      nl: [
        "Een ticket dat als terugbetaalbaar is verkocht, annuleer je in je portemonnee bij Tickets, tot het begin van de voorstelling. Het betaalde bedrag wordt volledig teruggestort via je betaalmiddel en je krijgt een bevestiging per e-mail.",
        "Een niet-terugbetaalbaar ticket kan niet worden geannuleerd. Annuleert de bioscoop een voorstelling, dan krijg je je geld vanzelf terug.",
      ],
      en: [
        "A ticket sold as refundable can be cancelled from your wallet, under Tickets, until the session starts. What you paid is refunded in full to the means of payment used, and an e-mail confirms it.",
        "A non-refundable ticket cannot be cancelled. If the cinema cancels a session, your ticket is refunded without you doing anything.",
      ],
    },
  ),
  article(
    "resend-ticket",
    TICKETS_FAQ_CATEGORY_ID,
    {
      fr: "Je n'ai pas reçu mon billet : comment le retrouver ?",
      nl: "Ik heb mijn ticket niet ontvangen: waar vind ik het?",
      en: "I did not receive my ticket: where can I find it?",
    },
    {
      fr: [
        "Vos billets sont dans votre portefeuille, rubrique Billets : présentez le code en plein écran à l'entrée de la salle.",
        "Depuis le billet, vous pouvez le renvoyer par e-mail (jusqu'à 10 envois par heure), ajouter la séance à votre agenda ou partager un lien vers la séance. Pensez à vérifier vos courriers indésirables.",
      ],
      nl: [
        "Je tickets staan in je portemonnee bij Tickets: laat de code op volledig scherm zien bij de ingang van de zaal.",
        "Vanuit het ticket kun je het opnieuw mailen (tot 10 keer per uur), de voorstelling in je agenda zetten of een link naar de voorstelling delen. Kijk ook in je map met ongewenste e-mail.",
      ],
      en: [
        "Your tickets are in your wallet, under Tickets: show the code full screen at the auditorium's entrance.",
        "From the ticket you can e-mail it again (up to 10 times an hour), add the session to your calendar or share a link to the session. Check your spam folder too.",
      ],
    },
  ),
  article(
    "account-data",
    TICKETS_FAQ_CATEGORY_ID,
    {
      fr: "Comment modifier mon compte ou le supprimer ?",
      nl: "Hoe wijzig of verwijder ik mijn account?",
      en: "How do I change or delete my account?",
    },
    {
      fr: [
        "Votre profil se modifie depuis votre espace client. Pour changer d'adresse e-mail, confirmez d'abord votre mot de passe, puis validez la nouvelle adresse.",
        "Chaque e-mail d'information contient un lien de désabonnement ; vos préférences sont aussi dans votre espace client. Vous pouvez y demander la suppression de votre compte, après vous être reconnecté.",
      ],
      nl: [
        "Je profiel wijzig je in je klantomgeving. Om je e-mailadres te wijzigen bevestig je eerst je wachtwoord en daarna het nieuwe adres.",
        "Elke nieuwsbrief bevat een afmeldlink; je voorkeuren staan ook in je klantomgeving. Daar kun je, na opnieuw inloggen, ook vragen om je account te verwijderen.",
      ],
      en: [
        "You change your profile from your account. To change your e-mail address, first confirm your password, then confirm the new address.",
        "Every newsletter carries an unsubscribe link; your preferences are in your account too. You can ask for your account to be deleted there, after signing in again.",
      ],
    },
  ),
  article(
    "photo-refused",
    CARD_FAQ_CATEGORY_ID,
    {
      fr: "Ma photo a été refusée : que faire ?",
      nl: "Mijn foto is geweigerd: wat nu?",
      en: "My photo was refused: what now?",
    },
    {
      fr: [
        "Une photo refusée bloque votre carte jusqu'à l'envoi d'une nouvelle photo : un message vous le signale dans votre espace client.",
        "Envoyez une photo de face, nette, sans lunettes de soleil ni couvre-chef, au format JPG, PNG, WebP ou HEIF, de 500 Ko au plus. Dès qu'une photo valable est enregistrée, la carte est débloquée.",
      ],
      nl: [
        "Een geweigerde foto blokkeert je pas tot je een nieuwe foto stuurt: je ziet daarover een melding in je klantomgeving.",
        "Stuur een scherpe foto van voren, zonder zonnebril of hoofddeksel, als JPG, PNG, WebP of HEIF van maximaal 500 kB. Zodra een geldige foto is opgeslagen, is je pas weer vrijgegeven.",
      ],
      en: [
        "A refused photo blocks your card until you send a new one: a message tells you so in your account.",
        "Send a sharp, front-facing photo without sunglasses or headwear, as a JPG, PNG, WebP or HEIF file of 500 KB at most. As soon as a valid photo is saved, the card is unblocked.",
      ],
    },
  ),
] as const satisfies readonly SupportArticle[];

export type SupportArticleKey =
  | keyof typeof CATALOG_ARTICLE_POSITIONS
  | (typeof SUPPORT_FAQ_ARTICLES)[number]["key"];

/** The article's id on a domain: faq.ts's `ka-{domain}-000N`, this file's `ka-{domain}-01NN`. */
export function supportArticleId(domain: "fr" | "nl", key: SupportArticleKey): string {
  const catalog = CATALOG_ARTICLE_POSITIONS[key as keyof typeof CATALOG_ARTICLE_POSITIONS];
  if (catalog !== undefined) {
    return `ka-${domain}-${String(catalog).padStart(4, "0")}`;
  }
  const index = SUPPORT_FAQ_ARTICLES.findIndex((candidate) => candidate.key === key);
  if (index < 0) {
    throw new Error(`support FAQ: unknown article key "${key}"`);
  }
  return `ka-${domain}-01${String(index + 1).padStart(2, "0")}`;
}
