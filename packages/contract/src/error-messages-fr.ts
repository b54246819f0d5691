import { CAPTCHA_HEADER } from "./captcha-header.ts";
import { AGE_RESTRICTION } from "./constants.ts";
import { ATTACHMENT_MAX_MEGABYTES, type ErrorMessages } from "./error-messages-en.ts";
import { MAX_FRIENDS } from "./friends.ts";
import { CASE_ATTACHMENT_MAX_COUNT, MAX_OPEN_CASES } from "./support-limits.ts";
import { MAX_WALLET_CARDS } from "./wallet.ts";

/** The French words of every code (the customer is "vous", as on the web's pages). */
export const FRENCH_ERROR_MESSAGES: ErrorMessages = {
  BAD_REQUEST: "Cette demande n'est pas valide. Vérifiez ce qui a été envoyé et réessayez.",
  UNAUTHORIZED: "Veuillez vous reconnecter : votre session est absente ou a expiré.",
  FORBIDDEN: "Cette action n'est pas autorisée.",
  NOT_FOUND: "Introuvable : cet élément n'existe pas, ou plus.",
  CONFLICT: "Impossible pour le moment : la situation a changé. Rechargez la page et réessayez.",
  PAYLOAD_TOO_LARGE: "L'envoi est trop volumineux.",
  UNSUPPORTED_MEDIA_TYPE: "Ce type de contenu n'est pas accepté.",
  RATE_LIMITED: (seconds) => `Trop de demandes. Réessayez dans ${seconds} secondes.`,
  REGISTRATION_INCOMPLETE:
    "L'inscription demande tous les champs du profil : complétez ceux qui sont indiqués.",
  AGE_RESTRICTION: `Vous devez avoir au moins ${AGE_RESTRICTION} ans.`,
  NEWSLETTER_TOKEN_INVALID: "Ce lien de désinscription n'est pas valide.",
  NEWSLETTER_TOKEN_EXPIRED:
    "Ce lien de désinscription a expiré. Connectez-vous pour modifier vos préférences d'e-mails.",
  CAPTCHA_REQUIRED: `Cette action demande une réponse à la vérification anti-robot (en-tête ${CAPTCHA_HEADER}).`,
  CAPTCHA_INVALID: "La réponse à la vérification anti-robot n'est pas valide ou a expiré. Recommencez-la.",
  CAPTCHA_REPLAYED: "La réponse à la vérification anti-robot a déjà servi. Recommencez-la.",
  CREDENTIALS_INVALID: "L'adresse e-mail ou le mot de passe est incorrect.",
  CREDENTIALS_CHECK_REQUIRED:
    "Confirmez d'abord votre adresse e-mail et votre mot de passe (étape 1, valable 10 minutes).",
  REAUTHENTICATION_REQUIRED:
    "Reconnectez-vous pour supprimer le compte : votre dernière connexion date de plus de 10 minutes.",
  STAFF_ONLY: "Cette page est réservée au personnel de la chaîne.",
  STAFF_ROLE_REQUIRED: "Votre rôle ne vous permet pas cette action.",
  STAFF_FRESH_MFA_REQUIRED:
    "Saisissez un nouveau code de votre application d'authentification : cette action demande une double authentification de moins de 15 minutes.",
  ALERT_NOT_FOUND: "Aucune alerte ne porte cet identifiant.",
  ALERT_SCHEDULE_INVALID: "La fin doit venir après le début.",
  PHOTO_NOT_FOUND: "Aucune carte ne porte cet identifiant.",
  PHOTO_NOT_PENDING: "Cette photo n'attend plus de vérification : quelqu'un a déjà décidé.",
  PHOTO_REPLACED: "Le client a envoyé une autre photo entre-temps : regardez la nouvelle avant de décider.",
  IDENTITY_LINK_TOKEN_INVALID:
    "Le jeton d'association n'est pas valide ou a expiré : associez à nouveau le compte.",
  IDENTITY_ALREADY_LINKED: "Ce compte du fournisseur est déjà associé à un compte Cinélux.",
  IDENTITY_PROVIDER_ALREADY_LINKED: "Un compte de ce fournisseur est déjà associé : dissociez-le d'abord.",
  IDENTITY_LAST_SIGN_IN_METHOD:
    "C'est le dernier moyen de connexion du compte : définissez un mot de passe ou associez d'abord un autre compte.",
  SHOW_NOT_FOUND: "Aucun film ni spectacle ne correspond à cette adresse.",
  CINEMA_NOT_FOUND: "Aucun cinéma de ce site ne correspond à cette adresse.",
  ZONE_NOT_FOUND: "Ce site n'a pas de programme pour cette zone.",
  MOBILE_KEY_INVALID: "La clé mobile n'est pas celle de ce site.",
  MOBILE_KEY_REQUIRED: "Le catalogue mobile demande la clé mobile de l'application (x-lcpg-mobile-key).",
  SUBSCRIPTION_NOT_FOUND: "Vous n'avez pas d'abonnement.",
  SUBSCRIPTION_SUSPENSION_NOT_ALLOWED: "Cet abonnement ne peut pas être mis en pause pour le moment.",
  SUBSCRIPTION_REACTIVATION_NOT_ALLOWED: "Cet abonnement n'est pas en pause.",
  SUBSCRIPTION_NO_PENDING_PAUSE: "Aucune pause n'est prévue.",
  SUBSCRIPTION_CANCELLATION_NOT_ALLOWED: "Cet abonnement ne peut pas être résilié pour le moment.",
  SUBSCRIPTION_NO_PENDING_CANCELLATION: "Aucune résiliation n'est en cours.",
  SUBSCRIPTION_NO_PENDING_PLAN_CHANGE: "Aucun changement de formule n'est en cours.",
  SUBSCRIPTION_ENDED: "Cet abonnement est terminé.",
  INVOICE_NOT_FOUND: "Cette facture est introuvable dans votre compte.",
  PASS_CARD_NOT_FOUND: "Cette carte n'est pas rattachée à votre compte.",
  PASS_CARD_ALREADY_ATTACHED: "Cette carte est déjà rattachée à votre compte.",
  PHOTO_TOO_LARGE: "La photo dépasse la taille autorisée.",
  PHOTO_TYPE_NOT_ALLOWED:
    "La photo doit être une image JPEG, PNG, WebP ou HEIF (vérifiée d'après son contenu, pas son nom).",
  PHOTO_UNREADABLE: "La photo n'a pas pu être lue comme une image. Essayez une autre photo.",
  FEATURE_DISABLED: (flag) => `Cette page n'est pas disponible sur ce site (${flag} est désactivé).`,
  WALLET_CARD_NOT_FOUND: "Cette carte n'est pas dans votre portefeuille.",
  WALLET_CARD_ALREADY_ADDED: "Cette carte est déjà dans votre portefeuille.",
  PREPAID_NOT_SHAREABLE: "Cette carte ne peut pas être offerte (non partageable, utilisée ou expirée).",
  PREPAID_OFFER_PENDING: "Cette carte est offerte et pas encore récupérée : annulez d'abord l'offre.",
  PREPAID_NO_PENDING_OFFER: "Cette carte n'est pas (ou plus) offerte.",
  PREPAID_OFFER_TO_SELF: "C'est votre propre adresse : offrez la carte à un ami.",
  PREPAID_CLAIM_INVALID: "Ce lien ne permet plus de récupérer de carte (déjà récupérée ou offre annulée).",
  WALLET_FULL: `Un portefeuille contient au plus ${MAX_WALLET_CARDS} cartes : retirez d'abord une carte utilisée.`,
  TICKET_NOT_FOUND: "Ce billet est introuvable dans votre compte.",
  TICKET_REFERENCE_INVALID: "Cette référence de billet n'est pas valide.",
  TICKET_MAIL_INVALID: "Cette adresse e-mail n'est pas valide.",
  TICKET_MAIL_RATE_LIMITED: "Vous avez envoyé trop de billets par e-mail. Réessayez dans une heure.",
  TICKET_NOT_REFUNDABLE: "Ce billet n'est pas remboursable.",
  TICKET_SESSION_STARTED: "La séance a commencé : ce billet ne peut plus être annulé.",
  TICKET_ALREADY_CANCELLED: "Ce billet a déjà été annulé.",
  SHARE_LINK_INVALID: "Ce lien de partage n'est pas valide.",
  SHARED_SESSION_NOT_FOUND: "Cette séance n'existe pas, ou plus.",
  MISSING_PARAMETER: "Paramètre manquant",
  CLIENT_ACCOUNT_NOT_FOUND: "Ce compte n'est pas le vôtre.",
  FEELINGS_FULL: (max) => `Vous gardez au plus ${max} envies et notes : retirez-en une d'abord.`,
  MOVIE_TO_NOTE_NOT_FOUND: "Vous n'avez pas vu ce film chez nous.",
  FAVOURITES_LIMIT:
    "Vous avez déjà le nombre maximal de cinémas favoris : retirez-en un avant d'en ajouter un autre.",
  FAVOURITE_CINEMA_NOT_FOUND:
    "Un des cinémas demandés n'existe pas sur ce site ou n'est pas dans vos favoris.",
  FRIEND_NOT_FOUND: "Cette personne ne figure pas parmi vos amis ou vos demandes.",
  FRIEND_SELF: "C'est votre propre adresse : invitez celle d'un ami.",
  FRIEND_NOT_RECEIVED: "Seule une demande reçue peut être acceptée.",
  FRIENDS_LIMIT: `Vous avez déjà ${MAX_FRIENDS} amis et invitations.`,
  CASE_NOT_FOUND: "Cette demande est introuvable dans votre compte.",
  CASE_CLOSED: "Cette demande est clôturée : elle ne reçoit plus de messages.",
  CASE_LIMIT: `Vous avez déjà ${MAX_OPEN_CASES} demandes ouvertes : clôturez-en une d'abord.`,
  CASE_TAXONOMY_INVALID: "Choisissez un thème, un sous-thème, un motif (et un cinéma) dans les listes.",
  STAFF_ASSIGNEE_INVALID: "Attribuez la demande à un membre actif du personnel ayant le rôle d'agent.",
  CUSTOMER_NOT_FOUND: "Aucun compte client ne porte cet identifiant.",
  STAFF_BOOKING_NOT_FOUND: "Aucune réservation de client ne porte cet identifiant.",
  GOODWILL_LIMIT: (max: number) =>
    `Vous avez déjà offert ${max} bons commerciaux aujourd'hui : c'est la limite quotidienne.`,
  STAFF_MEMBER_NOT_FOUND: "Aucun membre du personnel ne porte cet identifiant.",
  STAFF_MAIL_TAKEN: "Un membre du personnel a déjà cette adresse.",
  STAFF_SELF_LOCKOUT:
    "Vous ne pouvez ni vous désactiver ni retirer votre propre rôle d'administrateur : demandez à un autre administrateur.",
  SHOW_SLUG_TAKEN: "Un autre spectacle a déjà cet identifiant ou cette référence distributeur.",
  HALL_NOT_FOUND: "Ce cinéma n'a pas de salle de ce nom.",
  SESSION_NOT_FOUND: "Aucune séance ne porte cet identifiant.",
  SESSION_HALL_BUSY:
    "Une autre séance occupe la salle à ces heures : choisissez un autre horaire ou une autre salle.",
  SESSION_SEATS_SOLD: "Des places sont vendues pour cette séance : son horaire peut changer, pas sa salle.",
  SESSION_CANCELLED: "Cette séance a été annulée.",
  SESSION_STARTED: "Cette séance a commencé : elle ne peut plus être déplacée ni annulée.",
  SEAT_MAP_SEATS_SOLD:
    "Ce plan supprime des places vendues pour des séances à venir : gardez-les ou déplacez d'abord ces séances.",
  SHOW_IMAGE_TOO_LARGE: "L'image est trop lourde : envoyez un fichier de 8 Mo au plus.",
  SHOW_IMAGE_TYPE_NOT_ALLOWED: "Envoyez une image JPEG, PNG ou WebP.",
  SHOW_IMAGE_UNREADABLE: "Cette image est illisible : envoyez un autre fichier.",
  ATTACHMENT_TOO_MANY: `Vous pouvez joindre au plus ${CASE_ATTACHMENT_MAX_COUNT} fichiers.`,
  ATTACHMENT_TOO_LARGE: `Un fichier joint dépasse ${ATTACHMENT_MAX_MEGABYTES} Mo.`,
  ATTACHMENT_TYPE_NOT_ALLOWED:
    "Les fichiers joints doivent être des images JPEG, PNG, WebP ou HEIF ou des PDF (vérifiés d'après leur contenu, pas leur nom).",
  ATTACHMENT_UNREADABLE: (fileName) =>
    `« ${fileName} » est illisible ou contient du contenu actif (scripts, actions, fichiers intégrés).`,
  ATTACHMENT_NOT_FOUND: "Ce fichier joint est introuvable dans votre compte.",
  FAQ_TOPIC_NOT_FOUND: "Aucun motif ni sous-thème ne correspond à cet identifiant.",
  IDEMPOTENCY_KEY_REQUIRED: "Cette demande de paiement doit porter un en-tête Idempotency-Key.",
  IDEMPOTENCY_KEY_REUSED: "Cette clé Idempotency-Key a déjà servi pour une autre demande.",
  IDEMPOTENCY_KEY_IN_USE:
    "Une demande avec cette clé Idempotency-Key est encore en cours. Réessayez dans un instant.",
  PAYMENT_UNAVAILABLE:
    "Le paiement est momentanément indisponible. Rien n'a été débité : réessayez dans quelques minutes.",
  ORDER_NOT_FOUND: "Aucune de vos commandes ne porte ce numéro.",
  SUBSCRIPTION_ALREADY_ACTIVE:
    "Vous avez déjà un abonnement : changez de formule depuis votre page abonnement.",
  PASS_AGE_NOT_ALLOWED: "Votre âge ne correspond pas à cet abonnement : choisissez-en un autre.",
  PASS_PEOPLE_INVALID:
    "Vérifiez les personnes de l'abonnement : un Duo nomme un partenaire, un abonnement Famille jusqu'à 3 autres personnes dont 2 adultes au plus.",
  PASS_ADD_ON_NOT_ALLOWED: "Cette option n'est pas disponible avec cet abonnement.",
  SUBSCRIPTION_CHANGE_NOT_ALLOWED:
    "Ce changement de formule est impossible : votre abonnement prend fin, ou c'est déjà votre formule.",
  INVOICE_ALREADY_PAID: "Cette facture est déjà payée.",
  SESSION_CLOSED:
    "Cette séance n'est plus réservable : elle a commencé, elle est complète ou elle n'est pas en vente.",
  SEATS_INVALID:
    "Certaines places choisies ne peuvent pas être réservées dans cette salle : choisissez-en d'autres.",
  LOVE_SEAT_PAIR_REQUIRED: "Un fauteuil duo se réserve à deux : choisissez les deux places de la paire.",
  SEATS_TAKEN: (seats) => `Ces places viennent d'être prises : ${seats}. Choisissez-en d'autres.`,
  SEAT_STRANDED: (seat) =>
    `Ce choix laisse la place ${seat} seule entre des places prises : décalez vos places ou prenez-la aussi.`,
  BOOKING_NOT_FOUND: "Aucune de vos réservations ne porte ce numéro, ou elle est terminée.",
  BOOKING_EXPIRED: "Vos places ne sont plus réservées : choisissez-les à nouveau.",
  BOOKING_ALREADY_CONFIRMED:
    "Cette réservation est déjà confirmée : votre e-billet est dans votre portefeuille.",
  BOOKING_CHOICES_REQUIRED: "Choisissez un tarif pour chaque place avant de payer.",
  TICKETS_MISMATCH: "Choisissez exactement un tarif pour chacune de vos places.",
  TICKET_SIGN_IN_REQUIRED:
    "Connectez-vous pour utiliser un abonnement, une carte prépayée ou une carte cadeau.",
  TICKET_CARD_INVALID:
    "Cette carte ne peut pas servir pour ce billet : elle n'est pas à vous, n'est pas active, a expiré ou est épuisée.",
  PASS_SEATS_EXCEEDED: (people) =>
    `Cet abonnement admet ${people} ${people === 1 ? "personne" : "personnes"} par séance : choisissez un autre tarif pour les autres places.`,
  TICKET_PLACES_EXCEEDED: "Il reste sur cette carte moins de places que de sièges que vous lui attribuez.",
  CONCESSIONS_CLOSED:
    "Il n'est plus possible de commander à manger pour cette séance : elle commence bientôt.",
  CONCESSIONS_INVALID: "Certains produits choisis ne peuvent pas être commandés : vérifiez ceux indiqués.",
  TICKETS_NOT_SOLD: "Les billets de ce cinéma ne sont pas vendus sur le site.",
  INTERNAL: "Une erreur est survenue de notre côté. Veuillez réessayer plus tard.",
  UNAVAILABLE: "Le service est momentanément indisponible. Veuillez réessayer dans quelques secondes.",

  when: {
    refusingFields: { BAD_REQUEST: "Certains champs ne sont pas valides : corrigez ceux qui sont indiqués." },
    changingNothing: { BAD_REQUEST: "Rien à modifier : envoyez au moins un champ." },
    keepingMail: { BAD_REQUEST: "C'est déjà l'adresse e-mail du compte." },
    accountGone: { UNAUTHORIZED: "Ce compte n'existe plus." },
    noRoute: { NOT_FOUND: (method, path) => `Aucune route ${method} ${path}.` },
    unsubscribingGoneAccount: { NOT_FOUND: "Le compte de ce lien de désinscription n'existe plus." },
    verifyingVerifiedMail: { CONFLICT: "Cette adresse e-mail est déjà vérifiée." },
    answeringSurveyAgain: { CONFLICT: "Vous avez déjà répondu à ce questionnaire." },
    tryingCards: {
      RATE_LIMITED: (seconds) => `Trop de cartes essayées. Réessayez dans ${seconds} secondes.`,
    },
    checkingCredentials: {
      RATE_LIMITED: (minutes) => `Trop de tentatives. Réessayez dans ${minutes} minutes.`,
    },
    addingCard: {
      PASS_CARD_NOT_FOUND:
        "Aucune carte ne correspond à ce numéro et à ce nom de titulaire. Vérifiez-les tels qu'ils sont imprimés sur la carte.",
      WALLET_CARD_NOT_FOUND:
        "Aucune carte ne correspond à ce numéro (et à ce code). Vérifiez-les tels qu'ils sont imprimés sur la carte.",
    },
    offeringAgain: { PREPAID_OFFER_PENDING: "Cette carte est déjà offerte : annulez d'abord cette offre." },
    claimingOwnOffer: {
      PREPAID_OFFER_TO_SELF: "Vous avez offert cette carte : c'est votre ami qui la récupère avec le lien.",
    },
    namingShowByIdOrSlug: {
      SHOW_NOT_FOUND: "Aucun film ni spectacle ne correspond à cette adresse ou à cet identifiant.",
    },
    linkToken: {
      invalid: "Le jeton d'association n'est pas valide ou a expiré : associez à nouveau le compte.",
      provider: "Le jeton d'association concerne un autre fournisseur.",
      spent: "Le jeton d'association a déjà servi : associez à nouveau le compte.",
    },
  },
};
