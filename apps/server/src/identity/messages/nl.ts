import type { Messages } from "./en.ts";

export const nl: Messages = {
  brand: "Cinélux",
  skipToContent: "Naar de inhoud",
  languageName: "Nederlands",
  common: {
    email: "E-mailadres",
    password: "Wachtwoord",
    required: "Verplicht",
    errorSummary: "Corrigeer het volgende:",
    backToSignIn: "Terug naar inloggen",
    continueToSite: "Naar mijn account",
  },
  signIn: {
    title: "Inloggen",
    intro: "Log in op je Cinélux-account.",
    submit: "Inloggen",
    forgot: "Wachtwoord vergeten?",
    noAccount: "Nog geen account?",
    signUp: "Account aanmaken",
    invalid: "E-mailadres of wachtwoord onjuist.",
    tooMany: "Te veel pogingen. Probeer het over {minutes} min. opnieuw.",
    captchaHint:
      "Er zijn veel mislukte inlogpogingen op dit account gedaan: bevestig ter bescherming dat je geen robot bent.",
    captchaRequired: "Vink „Ik ben geen robot” aan en log opnieuw in.",
    captchaInvalid: "De controle is verlopen of al gebruikt. Vink „Ik ben geen robot” opnieuw aan en log in.",
  },
  signUp: {
    title: "Maak je account aan",
    intro: "Maak in een minuut je Cinélux-account aan. Je vult je profiel daarna aan.",
    passwordHint: "Minstens 10 tekens met een hoofdletter, een kleine letter en een cijfer.",
    confirm: "Bevestig het wachtwoord",
    submit: "Mijn account aanmaken",
    haveAccount: "Heb je al een account?",
    invalidEmail: "Vul een geldig e-mailadres in.",
    weakPassword:
      "Het wachtwoord moet minstens 10 tekens hebben met een hoofdletter, een kleine letter en een cijfer.",
    mismatch: "De twee wachtwoorden verschillen.",
    doneTitle: "Kijk in je mailbox",
    doneBody: "We hebben een bericht naar {email} gestuurd. Volg de link erin om verder te gaan.",
  },
  forgot: {
    title: "Wachtwoord vergeten",
    intro:
      "Vul je e-mailadres in: we sturen je een link om een nieuw wachtwoord te kiezen. Die blijft 30 minuten geldig.",
    submit: "Link versturen",
    doneTitle: "Kijk in je mailbox",
    doneBody:
      "Als er een account bestaat voor {email}, is er een link onderweg om het wachtwoord opnieuw in te stellen.",
  },
  reset: {
    title: "Kies een nieuw wachtwoord",
    submit: "Wachtwoord opslaan",
    invalidLink: "Deze link is ongeldig, al gebruikt of verlopen. Vraag een nieuwe aan.",
    askAgain: "Nieuwe link aanvragen",
    doneTitle: "Wachtwoord gewijzigd",
    doneBody: "Je nieuwe wachtwoord is opgeslagen. Je kunt ermee inloggen.",
  },
  verify: {
    title: "E-mailadres bevestigd",
    body: "Bedankt: je e-mailadres is bevestigd.",
    invalidTitle: "Link niet geldig",
    invalidBody: "Deze bevestigingslink is ongeldig, al gebruikt of verlopen.",
  },
  signOut: {
    title: "Uitloggen",
    body: "Wil je uitloggen bij Cinélux?",
    submit: "Uitloggen",
    cancel: "Ingelogd blijven",
    doneTitle: "Je bent uitgelogd",
    doneBody: "Tot snel in de bioscoop.",
  },
  error: {
    title: "Er ging iets mis",
    body: "Het inloggen is niet gelukt. Ga terug naar de site en probeer het opnieuw.",
    back: "Terug naar Cinélux",
    invalidInputTitle: "Ongeldige invoer",
    invalidInputBody: "Een veld bevat tekens die niet zijn toegestaan. Ga terug om het te verbeteren.",
  },
  mail: {
    greeting: "Hallo,",
    signature: "Het Cinélux-team",
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
  },
};
