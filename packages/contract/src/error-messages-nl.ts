import { CAPTCHA_HEADER } from "./captcha-header.ts";
import { AGE_RESTRICTION } from "./constants.ts";
import { ATTACHMENT_MAX_MEGABYTES, type ErrorMessages } from "./error-messages-en.ts";
import { MAX_FRIENDS } from "./friends.ts";
import { CASE_ATTACHMENT_MAX_COUNT, MAX_OPEN_CASES } from "./support-limits.ts";
import { MAX_WALLET_CARDS } from "./wallet.ts";

/** The Dutch words of every code (the customer is "je", as in the web's error texts). */
export const DUTCH_ERROR_MESSAGES: ErrorMessages = {
  BAD_REQUEST: "Dit verzoek is ongeldig. Controleer wat je hebt verstuurd en probeer het opnieuw.",
  UNAUTHORIZED: "Log opnieuw in: je sessie ontbreekt of is verlopen.",
  FORBIDDEN: "Deze actie is niet toegestaan.",
  NOT_FOUND: "Niet gevonden: dit bestaat niet (meer).",
  CONFLICT: "Dit kan nu niet: er is intussen iets veranderd. Laad de pagina opnieuw en probeer het nog eens.",
  PAYLOAD_TOO_LARGE: "Wat je hebt verstuurd is te groot.",
  UNSUPPORTED_MEDIA_TYPE: "Dit soort inhoud wordt niet aanvaard.",
  RATE_LIMITED: (seconds) => `Te veel verzoeken. Probeer het over ${seconds} seconden opnieuw.`,
  REGISTRATION_INCOMPLETE: "Voor de registratie zijn alle profielvelden nodig: vul de aangeduide velden in.",
  AGE_RESTRICTION: `Je moet minstens ${AGE_RESTRICTION} jaar oud zijn.`,
  NEWSLETTER_TOKEN_INVALID: "Deze afmeldlink is ongeldig.",
  NEWSLETTER_TOKEN_EXPIRED: "Deze afmeldlink is verlopen. Log in om je e-mailinstellingen te wijzigen.",
  CAPTCHA_REQUIRED: `Voor deze actie is een antwoord op de robotcontrole nodig (header ${CAPTCHA_HEADER}).`,
  CAPTCHA_INVALID: "Het antwoord op de robotcontrole is ongeldig of verlopen. Doe de controle opnieuw.",
  CAPTCHA_REPLAYED: "Het antwoord op de robotcontrole is al gebruikt. Doe de controle opnieuw.",
  CREDENTIALS_INVALID: "Het e-mailadres of het wachtwoord is onjuist.",
  CREDENTIALS_CHECK_REQUIRED: "Bevestig eerst je e-mailadres en wachtwoord (stap 1, 10 minuten geldig).",
  REAUTHENTICATION_REQUIRED:
    "Log opnieuw in om het account te verwijderen: je laatste aanmelding is meer dan 10 minuten geleden.",
  STAFF_ONLY: "Deze pagina is alleen voor het personeel van de keten.",
  STAFF_ROLE_REQUIRED: "Je rol laat deze actie niet toe.",
  STAFF_FRESH_MFA_REQUIRED:
    "Geef een nieuwe code uit je authenticator-app: deze actie vraagt een tweede factor van minder dan 15 minuten oud.",
  ALERT_NOT_FOUND: "Er is geen melding met deze id.",
  ALERT_SCHEDULE_INVALID: "Het einde moet na het begin komen.",
  PHOTO_NOT_FOUND: "Er is geen kaart met deze id.",
  PHOTO_NOT_PENDING: "Deze foto wacht niet meer op controle: iemand heeft al beslist.",
  PHOTO_REPLACED: "De klant heeft intussen een andere foto gestuurd: bekijk de nieuwe voor je beslist.",
  IDENTITY_LINK_TOKEN_INVALID: "Het koppeltoken is ongeldig of verlopen: koppel het account opnieuw.",
  IDENTITY_ALREADY_LINKED: "Dit account van de provider is al aan een Cinélux-account gekoppeld.",
  IDENTITY_PROVIDER_ALREADY_LINKED: "Er is al een account van deze provider gekoppeld: ontkoppel dat eerst.",
  IDENTITY_LAST_SIGN_IN_METHOD:
    "Dit is de laatste manier om in te loggen op het account: stel eerst een wachtwoord in of koppel een ander account.",
  SHOW_NOT_FOUND: "Er is geen film of voorstelling met dit adres.",
  CINEMA_NOT_FOUND: "Er is geen bioscoop van deze site met dit adres.",
  ZONE_NOT_FOUND: "Deze site heeft geen programma voor deze zone.",
  MOBILE_KEY_INVALID: "De mobiele sleutel is niet die van deze site.",
  MOBILE_KEY_REQUIRED: "De mobiele catalogus vraagt de mobiele sleutel van de app (x-lcpg-mobile-key).",
  SUBSCRIPTION_NOT_FOUND: "Je hebt geen abonnement.",
  SUBSCRIPTION_SUSPENSION_NOT_ALLOWED: "Dit abonnement kan nu niet worden gepauzeerd.",
  SUBSCRIPTION_REACTIVATION_NOT_ALLOWED: "Dit abonnement is niet gepauzeerd.",
  SUBSCRIPTION_NO_PENDING_PAUSE: "Er is geen pauze gepland.",
  SUBSCRIPTION_CANCELLATION_NOT_ALLOWED: "Dit abonnement kan nu niet worden opgezegd.",
  SUBSCRIPTION_NO_PENDING_CANCELLATION: "Er is geen opzegging lopende.",
  SUBSCRIPTION_NO_PENDING_PLAN_CHANGE: "Er is geen formulewijziging lopende.",
  SUBSCRIPTION_ENDED: "Dit abonnement is beëindigd.",
  INVOICE_NOT_FOUND: "Deze factuur staat niet in je account.",
  PASS_CARD_NOT_FOUND: "Deze kaart is niet aan je account gekoppeld.",
  PASS_CARD_ALREADY_ATTACHED: "Deze kaart is al aan je account gekoppeld.",
  PHOTO_TOO_LARGE: "De foto is groter dan toegestaan.",
  PHOTO_TYPE_NOT_ALLOWED:
    "De foto moet een JPEG-, PNG-, WebP- of HEIF-afbeelding zijn (gecontroleerd op de inhoud, niet op de naam).",
  PHOTO_UNREADABLE: "De foto kon niet als afbeelding worden gelezen. Probeer een andere foto.",
  FEATURE_DISABLED: (flag) => `Deze pagina is niet beschikbaar op deze site (${flag} staat uit).`,
  WALLET_CARD_NOT_FOUND: "Deze kaart staat niet in je portemonnee.",
  WALLET_CARD_ALREADY_ADDED: "Deze kaart staat al in je portemonnee.",
  PREPAID_NOT_SHAREABLE: "Deze kaart kan niet worden weggegeven (niet deelbaar, gebruikt of verlopen).",
  PREPAID_OFFER_PENDING: "Deze kaart is weggegeven en nog niet opgehaald: annuleer eerst het cadeau.",
  PREPAID_NO_PENDING_OFFER: "Deze kaart is niet (meer) weggegeven.",
  PREPAID_OFFER_TO_SELF: "Dit is je eigen adres: geef de kaart aan een vriend.",
  PREPAID_CLAIM_INVALID: "Met deze link kun je geen kaart meer ophalen (al opgehaald of geannuleerd).",
  WALLET_FULL: `Een portemonnee bevat maximaal ${MAX_WALLET_CARDS} kaarten: verwijder eerst een gebruikte kaart.`,
  TICKET_NOT_FOUND: "Dit ticket staat niet in je account.",
  TICKET_REFERENCE_INVALID: "Deze ticketreferentie is ongeldig.",
  TICKET_MAIL_INVALID: "Dit e-mailadres is ongeldig.",
  TICKET_MAIL_RATE_LIMITED: "Je hebt te veel tickets per e-mail verstuurd. Probeer het over een uur opnieuw.",
  TICKET_NOT_REFUNDABLE: "Dit ticket kan niet worden terugbetaald.",
  TICKET_SESSION_STARTED: "De voorstelling is begonnen: dit ticket kan niet meer worden geannuleerd.",
  TICKET_ALREADY_CANCELLED: "Dit ticket is al geannuleerd.",
  SHARE_LINK_INVALID: "Deze deellink is ongeldig.",
  SHARED_SESSION_NOT_FOUND: "Deze voorstelling bestaat niet (meer).",
  MISSING_PARAMETER: "Ontbrekende parameter",
  CLIENT_ACCOUNT_NOT_FOUND: "Dit is niet je account.",
  FEELINGS_FULL: (max) => `Je bewaart maximaal ${max} wensen en beoordelingen: verwijder er eerst een.`,
  MOVIE_TO_NOTE_NOT_FOUND: "Je hebt deze film niet bij ons gezien.",
  FAVOURITES_LIMIT:
    "Je hebt al het maximale aantal favoriete bioscopen: verwijder er een voordat je een andere toevoegt.",
  FAVOURITE_CINEMA_NOT_FOUND:
    "Een van de gevraagde bioscopen bestaat niet op deze site of staat niet in je favorieten.",
  FRIEND_NOT_FOUND: "Deze persoon staat niet bij je vrienden of verzoeken.",
  FRIEND_SELF: "Dit is je eigen adres: nodig dat van een vriend uit.",
  FRIEND_NOT_RECEIVED: "Alleen een ontvangen verzoek kan worden geaccepteerd.",
  FRIENDS_LIMIT: `Je hebt al ${MAX_FRIENDS} vrienden en uitnodigingen.`,
  CASE_NOT_FOUND: "Deze vraag staat niet in je account.",
  CASE_CLOSED: "Deze vraag is afgesloten: er kunnen geen berichten meer bij.",
  CASE_LIMIT: `Je hebt al ${MAX_OPEN_CASES} open vragen: sluit er eerst een af.`,
  CASE_TAXONOMY_INVALID: "Kies een thema, een subthema, een reden (en een bioscoop) uit de lijsten.",
  STAFF_ASSIGNEE_INVALID: "Wijs de vraag toe aan een actief personeelslid met de rol agent.",
  CUSTOMER_NOT_FOUND: "Er is geen klantaccount met deze id.",
  STAFF_BOOKING_NOT_FOUND: "Er is geen boeking van een klant met deze id.",
  GOODWILL_LIMIT: (max: number) => `Je hebt vandaag al ${max} tegoedbonnen gegeven: dat is de daglimiet.`,
  STAFF_MEMBER_NOT_FOUND: "Er is geen personeelslid met deze id.",
  STAFF_MAIL_TAKEN: "Een personeelslid heeft dit adres al.",
  STAFF_SELF_LOCKOUT:
    "Je kunt jezelf niet uitschakelen of je eigen beheerdersrol niet afnemen: vraag het een andere beheerder.",
  SHOW_SLUG_TAKEN: "Een andere voorstelling heeft deze slug of distributeursreferentie al.",
  HALL_NOT_FOUND: "Deze bioscoop heeft geen zaal met deze naam.",
  SESSION_NOT_FOUND: "Er is geen vertoning met deze id.",
  SESSION_HALL_BUSY:
    "Een andere vertoning gebruikt de zaal op die tijden: kies een ander begin of een andere zaal.",
  SESSION_SEATS_SOLD:
    "Er zijn plaatsen verkocht voor deze vertoning: het tijdstip kan veranderen, de zaal niet.",
  SESSION_CANCELLED: "Deze vertoning is geannuleerd.",
  SESSION_STARTED: "Deze vertoning is begonnen: ze kan niet meer verplaatst of geannuleerd worden.",
  SEAT_MAP_SEATS_SOLD:
    "Dit plan schrapt plaatsen die verkocht zijn voor komende vertoningen: behoud ze of verplaats eerst die vertoningen.",
  SHOW_IMAGE_TOO_LARGE: "De afbeelding is te groot: stuur een bestand van maximaal 8 MB.",
  SHOW_IMAGE_TYPE_NOT_ALLOWED: "Stuur een JPEG-, PNG- of WebP-afbeelding.",
  SHOW_IMAGE_UNREADABLE: "Deze afbeelding kan niet gelezen worden: stuur een ander bestand.",
  ATTACHMENT_TOO_MANY: `Je kunt maximaal ${CASE_ATTACHMENT_MAX_COUNT} bestanden bijvoegen.`,
  ATTACHMENT_TOO_LARGE: `Een bijlage is groter dan ${ATTACHMENT_MAX_MEGABYTES} MB.`,
  ATTACHMENT_TYPE_NOT_ALLOWED:
    "Bijlagen moeten JPEG-, PNG-, WebP- of HEIF-afbeeldingen of pdf's zijn (gecontroleerd op de inhoud, niet op de naam).",
  ATTACHMENT_UNREADABLE: (fileName) =>
    `"${fileName}" is onleesbaar of bevat actieve inhoud (scripts, acties, ingesloten bestanden).`,
  ATTACHMENT_NOT_FOUND: "Deze bijlage staat niet in je account.",
  FAQ_TOPIC_NOT_FOUND: "Er is geen reden of subthema met deze id.",
  IDEMPOTENCY_KEY_REQUIRED: "Dit betaalverzoek heeft een Idempotency-Key-header nodig.",
  IDEMPOTENCY_KEY_REUSED: "Deze Idempotency-Key is al gebruikt voor een ander verzoek.",
  IDEMPOTENCY_KEY_IN_USE: "Een verzoek met deze Idempotency-Key wordt nog verwerkt. Probeer het zo opnieuw.",
  PAYMENT_UNAVAILABLE:
    "Betalen kan even niet. Er is niets afgeschreven: probeer het over enkele minuten opnieuw.",
  ORDER_NOT_FOUND: "Je hebt geen bestelling met dit nummer.",
  SUBSCRIPTION_ALREADY_ACTIVE: "Je hebt al een abonnement: wijzig je formule op je abonnementspagina.",
  PASS_AGE_NOT_ALLOWED: "Je leeftijd past niet bij dit abonnement: kies een ander.",
  PASS_PEOPLE_INVALID:
    "Controleer de personen op dit abonnement: een Duo noemt een partner, een Gezinsabonnement tot 3 anderen met hoogstens 2 volwassenen.",
  PASS_ADD_ON_NOT_ALLOWED: "Deze optie is niet beschikbaar bij dit abonnement.",
  SUBSCRIPTION_CHANGE_NOT_ALLOWED:
    "Deze formulewijziging kan niet: je abonnement loopt af, of dit is al je formule.",
  INVOICE_ALREADY_PAID: "Deze factuur is al betaald.",
  SESSION_CLOSED:
    "Deze voorstelling kan niet meer geboekt worden: ze is begonnen, uitverkocht of niet te koop.",
  SEATS_INVALID: "Sommige gekozen plaatsen kunnen in deze zaal niet geboekt worden: kies andere.",
  LOVE_SEAT_PAIR_REQUIRED: "Een duozetel is voor twee: kies beide plaatsen van het paar.",
  SEATS_TAKEN: (seats) => `Iemand anders nam net deze plaatsen: ${seats}. Kies andere.`,
  SEAT_STRANDED: (seat) =>
    `Met deze keuze blijft plaats ${seat} alleen over tussen bezette plaatsen: schuif je plaatsen op of neem ze ook.`,
  BOOKING_NOT_FOUND: "Je hebt geen boeking met dit nummer, of ze is afgelopen.",
  BOOKING_EXPIRED: "Je plaatsen zijn niet meer vastgehouden: kies ze opnieuw.",
  BOOKING_ALREADY_CONFIRMED: "Deze boeking is al bevestigd: je e-ticket staat in je portefeuille.",
  BOOKING_CHOICES_REQUIRED: "Kies een tarief voor elke plaats voor je betaalt.",
  TICKETS_MISMATCH: "Kies precies één tarief voor elk van je plaatsen.",
  TICKET_SIGN_IN_REQUIRED: "Log in om een abonnement, een prepaidkaart of een cadeaukaart te gebruiken.",
  TICKET_CARD_INVALID:
    "Deze kaart kan niet voor dit ticket gebruikt worden: ze is niet van jou, niet actief, verlopen of leeg.",
  PASS_SEATS_EXCEEDED: (people) =>
    `Dit abonnement geldt voor ${people} ${people === 1 ? "persoon" : "personen"} per voorstelling: kies een ander tarief voor de andere plaatsen.`,
  TICKET_PLACES_EXCEEDED: "Op deze kaart staan minder plaatsen dan de stoelen die je erop zet.",
  CONCESSIONS_CLOSED:
    "Voor deze voorstelling kan je niets meer te eten of te drinken bestellen: ze begint zo.",
  CONCESSIONS_INVALID: "Sommige gekozen producten kunnen niet besteld worden: controleer de genoemde.",
  TICKETS_NOT_SOLD: "Tickets van deze bioscoop worden niet op de site verkocht.",
  INTERNAL: "Er is bij ons iets misgegaan. Probeer het later opnieuw.",
  UNAVAILABLE: "De dienst is even niet beschikbaar. Probeer het over enkele seconden opnieuw.",

  when: {
    refusingFields: { BAD_REQUEST: "Sommige velden zijn ongeldig: verbeter de aangeduide velden." },
    changingNothing: { BAD_REQUEST: "Niets te wijzigen: stuur minstens één veld." },
    keepingMail: { BAD_REQUEST: "Dit is al het e-mailadres van het account." },
    accountGone: { UNAUTHORIZED: "Dit account bestaat niet meer." },
    noRoute: { NOT_FOUND: (method, path) => `Geen route ${method} ${path}.` },
    unsubscribingGoneAccount: { NOT_FOUND: "Het account van deze afmeldlink bestaat niet meer." },
    verifyingVerifiedMail: { CONFLICT: "Dit e-mailadres is al bevestigd." },
    answeringSurveyAgain: { CONFLICT: "Je hebt deze vragenlijst al beantwoord." },
    tryingCards: {
      RATE_LIMITED: (seconds) => `Te veel kaarten geprobeerd. Probeer het over ${seconds} seconden opnieuw.`,
    },
    checkingCredentials: {
      RATE_LIMITED: (minutes) => `Te veel pogingen. Probeer het over ${minutes} minuten opnieuw.`,
    },
    addingCard: {
      PASS_CARD_NOT_FOUND:
        "Er kan geen kaart met dit nummer en deze achternaam van de houder worden toegevoegd. Controleer ze zoals ze op de kaart staan.",
      WALLET_CARD_NOT_FOUND:
        "Er kan geen kaart met dit nummer (en deze code) worden toegevoegd. Controleer ze zoals ze op de kaart staan.",
    },
    offeringAgain: { PREPAID_OFFER_PENDING: "Deze kaart is al weggegeven: annuleer eerst dat cadeau." },
    claimingOwnOffer: {
      PREPAID_OFFER_TO_SELF: "Je hebt deze kaart weggegeven: je vriend haalt hem op met de link.",
    },
    namingShowByIdOrSlug: { SHOW_NOT_FOUND: "Er is geen film of voorstelling met dit adres of deze id." },
    linkToken: {
      invalid: "Het koppeltoken is ongeldig of verlopen: koppel het account opnieuw.",
      provider: "Het koppeltoken is voor een andere provider.",
      spent: "Het koppeltoken is al gebruikt: koppel het account opnieuw.",
    },
  },
};
