import type { Language } from "@cinelux/contract";

/**
 * The account mails' texts (account-mails.ts): verification and reset links, an address already
 * registered, an address change, an account deleted; the greeting and the signature are the mail
 * layout's (modules/outbox/mail-layout-texts.ts). `{name}` placeholders are filled by `format`.
 */
const en = {
  verifySubject: "Verify your e-mail address",
  verifyBody: "Welcome to Cinélux! Confirm your e-mail address by opening this link:",
  verifyAction: "Verify my e-mail address",
  resetSubject: "Reset your password",
  resetBody:
    "Someone asked to reset the password of your Cinélux account. If it was you, open this link within 30 minutes:",
  resetAction: "Choose a new password",
  resetIgnore: "If it was not you, ignore this mail: your password stays as it is.",
  existsSubject: "You already have an account",
  existsBody:
    "Someone, probably you, tried to create a Cinélux account with this e-mail address, but you already have one. Sign in here:",
  existsReset: "Forgotten your password? Choose a new one here:",
  existsAction: "Sign in",
  existsIgnore: "If it was not you, ignore this mail: nothing changed on your account.",
  newMailSubject: "Confirm your new e-mail address",
  newMailBody:
    "This address is now the e-mail address of your Cinélux account. Confirm it by opening this link within 7 days:",
  changedSubject: "Your e-mail address was changed",
  changedBody:
    "The e-mail address of your Cinélux account was changed to {mail}. If it was not you, reset your password within 30 minutes with this link, then contact us:",
  takenSubject: "Someone tried to use your e-mail address",
  takenBody:
    "Someone tried to move another Cinélux account to this e-mail address, which is already the address of your account. Nothing changed on your account.",
  takenIgnore: "If it was you, sign in with this address instead. Otherwise, you can ignore this mail.",
  deletedSubject: "Your account was deleted",
  deletedBody:
    "Your Cinélux account was deleted at your request, with your data, your subscription, your advantages and your bookings. Your sessions have ended. If it was not you, contact us.",
  resetPasswordAction: "Choose a new password",
};

type AccountMailTexts = { [K in keyof typeof en]: string };

const fr: AccountMailTexts = {
  verifySubject: "Vérifiez votre adresse e-mail",
  verifyBody: "Bienvenue chez Cinélux ! Confirmez votre adresse e-mail en ouvrant ce lien :",
  verifyAction: "Vérifier mon adresse e-mail",
  resetSubject: "Réinitialisez votre mot de passe",
  resetBody:
    "Quelqu'un a demandé à réinitialiser le mot de passe de votre compte Cinélux. Si c'est vous, ouvrez ce lien dans les 30 minutes :",
  resetAction: "Choisir un nouveau mot de passe",
  resetIgnore: "Si ce n'est pas vous, ignorez ce message : votre mot de passe reste inchangé.",
  existsSubject: "Vous avez déjà un compte",
  existsBody:
    "Quelqu'un, sans doute vous, a voulu créer un compte Cinélux avec cette adresse e-mail, mais vous en avez déjà un. Connectez-vous ici :",
  existsReset: "Mot de passe oublié ? Choisissez-en un nouveau ici :",
  existsAction: "Se connecter",
  existsIgnore: "Si ce n'est pas vous, ignorez ce message : rien n'a changé sur votre compte.",
  newMailSubject: "Confirmez votre nouvelle adresse e-mail",
  newMailBody:
    "Cette adresse est désormais l'adresse e-mail de votre compte Cinélux. Confirmez-la en ouvrant ce lien dans les 7 jours :",
  changedSubject: "Votre adresse e-mail a été modifiée",
  changedBody:
    "L'adresse e-mail de votre compte Cinélux a été remplacée par {mail}. Si ce n'est pas vous, réinitialisez votre mot de passe dans les 30 minutes avec ce lien, puis contactez-nous :",
  takenSubject: "Quelqu'un a voulu utiliser votre adresse e-mail",
  takenBody:
    "Quelqu'un a voulu attribuer cette adresse e-mail à un autre compte Cinélux, alors qu'elle est déjà celle de votre compte. Rien n'a changé sur votre compte.",
  takenIgnore: "Si c'est vous, connectez-vous plutôt avec cette adresse. Sinon, ignorez ce message.",
  deletedSubject: "Votre compte a été supprimé",
  deletedBody:
    "Votre compte Cinélux a été supprimé à votre demande, avec vos données, votre abonnement, vos avantages et vos réservations. Vos sessions sont terminées. Si ce n'était pas vous, contactez-nous.",
  resetPasswordAction: "Choisissez un nouveau mot de passe",
};

const nl: AccountMailTexts = {
  verifySubject: "Bevestig je e-mailadres",
  verifyBody: "Welkom bij Cinélux! Bevestig je e-mailadres door deze link te openen:",
  verifyAction: "Mijn e-mailadres bevestigen",
  resetSubject: "Stel je wachtwoord opnieuw in",
  resetBody:
    "Iemand heeft gevraagd het wachtwoord van je Cinélux-account opnieuw in te stellen. Was jij het? Open deze link binnen 30 minuten:",
  resetAction: "Nieuw wachtwoord kiezen",
  resetIgnore: "Was jij het niet? Negeer deze mail: je wachtwoord blijft ongewijzigd.",
  existsSubject: "Je hebt al een account",
  existsBody:
    "Iemand, waarschijnlijk jij, wilde een Cinélux-account aanmaken met dit e-mailadres, maar je hebt er al een. Log hier in:",
  existsReset: "Wachtwoord vergeten? Kies hier een nieuw:",
  existsAction: "Inloggen",
  existsIgnore: "Was jij het niet? Negeer deze mail: er is niets aan je account veranderd.",
  newMailSubject: "Bevestig je nieuwe e-mailadres",
  newMailBody:
    "Dit adres is nu het e-mailadres van je Cinélux-account. Bevestig het door deze link binnen 7 dagen te openen:",
  changedSubject: "Je e-mailadres is gewijzigd",
  changedBody:
    "Het e-mailadres van je Cinélux-account is gewijzigd in {mail}. Was jij het niet? Stel dan binnen 30 minuten je wachtwoord opnieuw in met deze link en neem contact met ons op:",
  takenSubject: "Iemand wilde je e-mailadres gebruiken",
  takenBody:
    "Iemand wilde een ander Cinélux-account naar dit e-mailadres verhuizen, maar het is al het adres van jouw account. Er is niets aan je account veranderd.",
  takenIgnore: "Was jij het? Log dan met dit adres in. Zo niet, dan kun je deze mail negeren.",
  deletedSubject: "Je account is verwijderd",
  deletedBody:
    "Je Cinélux-account is op jouw verzoek verwijderd, samen met je gegevens, je abonnement, je voordelen en je reserveringen. Je sessies zijn beëindigd. Was jij het niet? Neem dan contact met ons op.",
  resetPasswordAction: "Kies een nieuw wachtwoord",
};

export const ACCOUNT_MAIL_TEXTS: Record<Language, AccountMailTexts> = { fr, nl, en };
