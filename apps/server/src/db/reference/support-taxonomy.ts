import type { LocalizedText } from "../schema/index.ts";
import type { SupportArticleKey } from "./support-faq.ts";

/**
 * SPEC 9 "Support taxonomy" (docs/domain/support.md): 7 themes, 19 sub-themes and their reasons,
 * the same on both domains. Each sub-theme's reasons are a table, one per line:
 * `id | French | Dutch | English | suggested articles (keys of support-faq.ts, comma-separated)`.
 * A reason's id is `{topic}-{id}`. Ids never change once seeded (cases name them).
 */

export interface TopicSeed {
  id: string;
  labels: LocalizedText;
  reasons: { id: string; labels: LocalizedText; articles: SupportArticleKey[] }[];
}
export interface ThemeSeed {
  id: string;
  labels: LocalizedText;
  topics: TopicSeed[];
}

const labels = (fr: string, nl: string, en: string): LocalizedText => ({ fr, nl, en });

function topic(id: string, names: LocalizedText, table: string): TopicSeed {
  const reasons = table
    .trim()
    .split("\n")
    .map((line) => {
      const [key, fr, nl, en, articles] = line.split("|").map((cell) => cell.trim());
      if (!key || !fr || !nl || !en) {
        throw new Error(`support taxonomy: incomplete reason line "${line}"`);
      }
      const keys = (articles ?? "").split(",").map((article) => article.trim());
      return {
        id: `${id}-${key}`,
        labels: labels(fr, nl, en),
        articles: keys.filter(Boolean) as SupportArticleKey[],
      };
    });
  return { id, labels: names, reasons };
}

export const SUPPORT_TAXONOMY: ThemeSeed[] = [
  {
    id: "subscription",
    labels: labels("Abonnement CINEPASS", "CINEPASS-abonnement", "CINEPASS subscription"),
    topics: [
      topic(
        "subscription-plan",
        labels("Formule et souscription", "Formule en aanmelding", "Plan and sign-up"),
        `
how | Comment fonctionne le CINEPASS | Hoe de CINEPASS werkt | How the CINEPASS works | cinepass
choose | Choisir une formule | Een formule kiezen | Choosing a plan | cinepass
change | Changer de formule | Van formule wisselen | Changing my plan | plan-change
premium | Option salles premium | Optie premiumzalen | Premium auditoriums option | cinepass
duo | CINEPASS Duo et invité | CINEPASS Duo en gast | CINEPASS Duo and guest | cinepass
young | CINEPASS -26 ans | CINEPASS -26 | CINEPASS under-26 | cinepass
commitment | Durée d'engagement | Looptijd van het abonnement | Commitment period | cancel-subscription, plan-change`,
      ),
      topic(
        "subscription-pause",
        labels("Pause de l'abonnement", "Abonnement pauzeren", "Pausing the subscription"),
        `
how | Mettre mon abonnement en pause | Mijn abonnement pauzeren | Pausing my subscription | pause
resume | Reprendre avant la fin de la pause | Eerder hervatten | Resuming before the pause ends | pause
cancel | Annuler une pause prévue | Een geplande pauze annuleren | Cancelling a scheduled pause | pause
refused | Pause refusée | Pauze geweigerd | Pause refused | pause
billing | Facturation pendant la pause | Facturering tijdens de pauze | Billing during a pause | pause, unpaid`,
      ),
      topic(
        "subscription-cancel",
        labels("Résiliation", "Opzeggen", "Cancellation"),
        `
how | Résilier mon abonnement | Mijn abonnement opzeggen | Cancelling my subscription | cancel-subscription
date | Date de fin de mon abonnement | Einddatum van mijn abonnement | When my subscription ends | cancel-subscription
undo | Annuler ma résiliation | Mijn opzegging intrekken | Undoing my cancellation | cancel-subscription
moving | Déménagement | Verhuizing | Moving house | cancel-subscription
death | Décès du titulaire | Overlijden van de houder | Death of the holder | cancel-subscription
resubscribe | Me réabonner | Opnieuw abonneren | Subscribing again | cinepass`,
      ),
      topic(
        "subscription-billing",
        labels("Paiement et factures", "Betaling en facturen", "Payment and invoices"),
        `
unpaid | Prélèvement rejeté | Mislukte incasso | Failed direct debit | unpaid
invoice | Obtenir une facture | Een factuur opvragen | Getting an invoice | unpaid
bank | Changer de coordonnées bancaires | Bankgegevens wijzigen | Changing my bank details | unpaid
amount | Montant prélevé incorrect | Onjuist afgeschreven bedrag | Wrong amount debited | unpaid, plan-change
supplement | Suppléments IMAX et 4DX | Toeslagen IMAX en 4DX | IMAX and 4DX supplements | cinepass
double | Prélevé deux fois | Twee keer afgeschreven | Charged twice | unpaid`,
      ),
    ],
  },
  {
    id: "card",
    labels: labels("Carte et photo", "Pas en foto", "Card and photo"),
    topics: [
      topic(
        "card-photo",
        labels("Photo de la carte", "Foto op de pas", "Card photo"),
        `
change | Changer ma photo | Mijn foto wijzigen | Changing my photo | photo
refused | Photo refusée | Foto geweigerd | Photo refused | photo-refused, photo
blocked | Carte bloquée pour la photo | Pas geblokkeerd door de foto | Card blocked because of the photo | photo-refused
upload | Envoi de la photo impossible | Foto uploaden lukt niet | Cannot upload the photo | photo
format | Formats et taille acceptés | Toegestane formaten en grootte | Accepted formats and size | photo`,
      ),
      topic(
        "card-access",
        labels("Carte perdue ou bloquée", "Pas kwijt of geblokkeerd", "Lost or blocked card"),
        `
lost | Carte perdue ou volée | Pas verloren of gestolen | Lost or stolen card | photo
attach | Associer ma carte à mon compte | Mijn pas aan mijn account koppelen | Linking my card to my account | cinepass
blocked | Carte bloquée | Geblokkeerde pas | Blocked card | photo-refused, unpaid
digital | Carte dématérialisée | Digitale pas | Digital card | cinepass
refused | Carte refusée en caisse | Pas geweigerd aan de kassa | Card refused at the box office | unpaid`,
      ),
    ],
  },
  {
    id: "wallet",
    labels: labels("Cartes prépayées et cadeaux", "Prepaidkaarten en cadeaus", "Prepaid and gift cards"),
    topics: [
      topic(
        "wallet-prepaid",
        labels("Cartes prépayées", "Prepaidkaarten", "Prepaid cards"),
        `
add | Ajouter une carte prépayée | Een prepaidkaart toevoegen | Adding a prepaid card | prepaid
balance | Places restantes | Resterende plaatsen | Seats left | prepaid
expired | Carte expirée | Verlopen kaart | Expired card | prepaid
offer | Offrir une carte à un proche | Een kaart aan iemand geven | Giving a card to someone | prepaid
claim | Recevoir une carte offerte | Een gegeven kaart ontvangen | Receiving a card given to me | prepaid
remove | Retirer une carte de mon portefeuille | Een kaart uit mijn portemonnee halen | Removing a card from my wallet | prepaid`,
      ),
      topic(
        "wallet-gift",
        labels("Cartes cadeaux et bons", "Cadeaukaarten en vouchers", "Gift cards and vouchers"),
        `
add | Ajouter une carte cadeau | Een cadeaukaart toevoegen | Adding a gift card | gift-card
pin | Code PIN refusé | Pincode geweigerd | PIN refused | gift-card
balance | Solde de la carte cadeau | Saldo van de cadeaukaart | Gift card balance | gift-card
voucher | Utiliser un bon | Een voucher gebruiken | Using a voucher | gift-card
buy | Acheter une carte cadeau | Een cadeaukaart kopen | Buying a gift card | gift-card
goodies | Mes goodies | Mijn goodies | My goodies | gift-card`,
      ),
    ],
  },
  {
    id: "tickets",
    labels: labels("Billets et réservations", "Tickets en reserveringen", "Tickets and bookings"),
    topics: [
      topic(
        "tickets-booking",
        labels("Réservation en ligne", "Online reserveren", "Booking online"),
        `
how | Réserver une séance | Een voorstelling reserveren | Booking a session | booking
payment | Paiement refusé | Betaling geweigerd | Payment refused | booking
seats | Choix des places | Stoelkeuze | Choosing seats | booking, wheelchair
pass | Réserver avec mon CINEPASS | Reserveren met mijn CINEPASS | Booking with my CINEPASS | cinepass, booking
group | Réserver pour plusieurs personnes | Reserveren voor meerdere personen | Booking for several people | booking
prices | Tarifs et réductions | Tarieven en kortingen | Prices and discounts | booking`,
      ),
      topic(
        "tickets-etickets",
        labels("Billets électroniques", "E-tickets", "E-tickets"),
        `
missing | Billet non reçu | Ticket niet ontvangen | Ticket not received | resend-ticket
resend | Renvoyer mon billet | Mijn ticket opnieuw versturen | Resending my ticket | resend-ticket
calendar | Ajouter la séance à mon agenda | De voorstelling in mijn agenda zetten | Adding the session to my calendar | resend-ticket
share | Partager ma séance | Mijn voorstelling delen | Sharing my session | resend-ticket
scan | Billet refusé à l'entrée | Ticket geweigerd bij de ingang | Ticket refused at the entrance | resend-ticket
history | Historique de mes séances | Overzicht van mijn voorstellingen | History of my sessions | resend-ticket`,
      ),
      topic(
        "tickets-refund",
        labels("Annulation et remboursement", "Annulering en terugbetaling", "Cancellation and refund"),
        `
cancel | Annuler un billet | Een ticket annuleren | Cancelling a ticket | refund, exchange
exchange | Échanger contre une autre séance | Ruilen voor een andere voorstelling | Exchanging for another session | exchange
delay | Remboursement non reçu | Terugbetaling niet ontvangen | Refund not received | refund
cancelled | Séance annulée par le cinéma | Voorstelling geannuleerd door de bioscoop | Session cancelled by the cinema | refund, exchange
not-refundable | Billet non remboursable | Niet-terugbetaalbaar ticket | Non-refundable ticket | refund
incident | Incident pendant la séance | Incident tijdens de voorstelling | Problem during the session | refund`,
      ),
    ],
  },
  {
    id: "visit",
    labels: labels("Votre visite au cinéma", "Je bezoek aan de bioscoop", "Your visit to the cinema"),
    topics: [
      topic(
        "visit-accessibility",
        labels("Accessibilité", "Toegankelijkheid", "Accessibility"),
        `
wheelchair | Place pour fauteuil roulant | Rolstoelplaats | Wheelchair space | wheelchair
hearing | Séances sous-titrées et boucle magnétique | Ondertitelde voorstellingen en ringleiding | Subtitled sessions and hearing loop | wheelchair
audio | Audiodescription | Audiodescriptie | Audio description | wheelchair
companion | Tarif accompagnateur | Tarief begeleider | Companion price | wheelchair
dog | Chien d'assistance | Hulphond | Assistance dog | wheelchair`,
      ),
      topic(
        "visit-session",
        labels("Séance et salle", "Voorstelling en zaal", "Session and auditorium"),
        `
age | Âge minimum pour un film | Minimumleeftijd voor een film | Minimum age for a film | age
version | Version originale ou doublée | Originele of nagesynchroniseerde versie | Original or dubbed version | booking
comfort | Confort de la salle | Comfort van de zaal | Comfort of the auditorium | refund
sound | Son ou image défaillants | Problemen met geluid of beeld | Sound or picture problems | refund
late | Arrivée en retard | Te laat komen | Arriving late | booking
food | Nourriture et boissons | Eten en drinken | Food and drinks | booking`,
      ),
      topic(
        "visit-services",
        labels("Services au cinéma", "Service in de bioscoop", "Services at the cinema"),
        `
lost | Objet perdu | Verloren voorwerp | Lost item | wheelchair
parking | Parking et accès | Parkeren en bereikbaarheid | Parking and access | wheelchair
staff | Accueil du personnel | Ontvangst door het personeel | Welcome by the staff | refund
cleanliness | Propreté | Netheid | Cleanliness | refund
hours | Horaires d'ouverture | Openingstijden | Opening hours | booking`,
      ),
    ],
  },
  {
    id: "account",
    labels: labels("Compte et site", "Account en website", "Account and website"),
    topics: [
      topic(
        "account-profile",
        labels("Profil et connexion", "Profiel en inloggen", "Profile and sign-in"),
        `
sign-in | Connexion impossible | Inloggen lukt niet | Cannot sign in | account-data
password | Mot de passe oublié | Wachtwoord vergeten | Forgotten password | account-data
email | Changer mon adresse e-mail | Mijn e-mailadres wijzigen | Changing my e-mail address | account-data
details | Modifier mes informations | Mijn gegevens wijzigen | Changing my details | account-data
link | Connexion avec un autre compte | Inloggen met een ander account | Signing in with another account | account-data`,
      ),
      topic(
        "account-website",
        labels("Site et application", "Website en app", "Website and app"),
        `
bug | Page qui ne fonctionne pas | Pagina werkt niet | A page does not work | booking
app | Application mobile | Mobiele app | Mobile app | booking
programme | Programme des séances | Programma van de voorstellingen | Session times | booking
favourites | Cinémas favoris | Favoriete bioscopen | Favourite cinemas | account-data
friends | Mes amis | Mijn vrienden | My friends | account-data`,
      ),
      topic(
        "account-privacy",
        labels("Données et newsletters", "Gegevens en nieuwsbrieven", "Data and newsletters"),
        `
newsletter | Me désabonner des e-mails | Afmelden voor e-mails | Unsubscribing from e-mails | account-data
data | Accéder à mes données | Mijn gegevens inzien | Accessing my data | account-data
delete | Supprimer mon compte | Mijn account verwijderen | Deleting my account | account-data, cancel-subscription
notifications | Préférences de notification | Meldingsvoorkeuren | Notification preferences | account-data
cookies | Cookies | Cookies | Cookies | account-data`,
      ),
    ],
  },
  {
    id: "other",
    labels: labels("Autres demandes", "Overige vragen", "Other requests"),
    topics: [
      topic(
        "other-business",
        labels("Groupes et entreprises", "Groepen en bedrijven", "Groups and companies"),
        `
school | Séance scolaire | Schoolvoorstelling | School screening | booking
private | Privatiser une salle | Een zaal afhuren | Hiring an auditorium | booking
works-council | Comités d'entreprise | Ondernemingsraden en bedrijven | Works councils and companies | prepaid
advertising | Publicité au cinéma | Reclame in de bioscoop | Advertising at the cinema | booking
partnership | Partenariat | Samenwerking | Partnership | booking`,
      ),
      topic(
        "other-feedback",
        labels("Suggestions et réclamations", "Suggesties en klachten", "Suggestions and complaints"),
        `
suggestion | Suggestion de film | Filmsuggestie | Film suggestion | booking
complaint | Réclamation | Klacht | Complaint | refund
compliment | Compliment | Compliment | Compliment | booking
job | Candidature | Sollicitatie | Job application | account-data
press | Presse | Pers | Press | booking
other | Autre question | Andere vraag | Another question | cinepass, booking`,
      ),
    ],
  },
];
