import type { Language } from "@cinelux/contract/languages";

/**
 * The 25 cancel reasons of migration 0014 (apps/server/src/db/migrations/0014_subscription.sql), a
 * hand-kept copy: one line a reason, its id then its label in French, Dutch and English.
 */
const TABLE = `
changed_plan | J'ai changé de formule | Ik ben van formule veranderd | I changed plan
financial_difficulties | Difficultés financières | Financiële problemen | Financial difficulties
death | Décès du titulaire | Overlijden van de houder | Death of the holder
fraud | Utilisation frauduleuse de ma carte | Frauduleus gebruik van mijn kaart | Fraudulent use of my card
unpaid | Impayés sur mon abonnement | Onbetaalde facturen van mijn abonnement | Unpaid invoices on my pass
upgrade | Je passe à une formule supérieure | Ik stap over naar een hogere formule | Moving up to a higher plan
out_of_commitment | Résiliation hors engagement | Opzegging na de looptijd | Cancelling after the commitment
moving | Je déménage loin d'un cinéma Cinélux | Ik verhuis ver van een Cinélux-bioscoop | Moving away from a Cinélux cinema
too_expensive | Trop cher | Te duur | Too expensive
not_enough_use | Je n'y vais pas assez souvent | Ik ga er niet vaak genoeg heen | I do not go often enough
lack_of_time | Manque de temps | Gebrek aan tijd | Lack of time
programme | La programmation ne me plaît pas | Het filmaanbod spreekt me niet aan | I do not like the films on show
streaming | Je préfère les plateformes de streaming | Ik kijk liever via streamingdiensten | I prefer streaming services
health | Raisons de santé | Gezondheidsredenen | Health reasons
competitor | Je passe à un autre cinéma | Ik stap over naar een andere bioscoop | Switching to another cinema
cinema_closed | Mon cinéma a fermé | Mijn bioscoop is gesloten | My cinema has closed
service_quality | Qualité de service insuffisante | Onvoldoende service | Poor quality of service
comfort | Confort des salles | Comfort van de zalen | Comfort of the auditoriums
supplements | Trop de suppléments (IMAX, 4DX…) | Te veel toeslagen (IMAX, 4DX…) | Too many supplements (IMAX, 4DX…)
booking_issues | Difficultés pour réserver | Problemen bij het reserveren | Trouble booking
card_or_photo_issues | Problèmes avec ma carte ou ma photo | Problemen met mijn kaart of foto | Problems with my card or photo
long_break | Longue absence (voyage, études) | Lange afwezigheid (reis, studie) | Long absence (travel, studies)
age_limit | Je n'ai plus l'âge du Cinépass -26 | Ik ben te oud voor de Cinépass -26 | Too old for the Cinépass Under 26
gift_ended | L'abonnement était un cadeau | Het abonnement was een cadeau | The pass was a gift
other | Autre raison | Andere reden | Another reason
`;

const COLUMNS = ["fr", "nl", "en"] as const satisfies readonly Language[];
type Labels = Record<Language, string>;

export const CANCEL_REASONS: [string, Labels][] = TABLE.trim()
  .split("\n")
  .map((line) => {
    const [id = "", ...labels] = line.split(" | ");
    return [id, Object.fromEntries(COLUMNS.map((language, i) => [language, labels[i] ?? ""])) as Labels];
  });
