import type { DomainFacts } from "@cinelux/contract/company";
import { SERVICE_HOURS, type SitePageSlug, type SitePageText } from "./facts.ts";

/** The site pages in French, for the company of `f` (the Dutch domain's are read by French visitors too). */
export function frenchPages(f: DomainFacts): Record<SitePageSlug, SitePageText> {
  const home = f.domain === "fr";
  const country = home ? "en France" : "aux Pays-Bas";
  const law = home ? "le droit français" : "le droit néerlandais";
  const authority = home
    ? "la Commission nationale de l'informatique et des libertés (CNIL, www.cnil.fr)"
    : "l'Autoriteit Persoonsgegevens (autoriteitpersoonsgegevens.nl)";
  return {
    about: {
      title: "À propos de Cinélux",
      description: `Cinélux exploite ${f.cinemaCount} cinémas ${country}, à ${f.cities} : des salles confortables, une programmation exigeante et un accueil chaleureux depuis ${f.founded}.`,
      sections: [
        {
          heading: "Notre histoire",
          paragraphs: [
            `Cinélux est née en ${f.founded} d'une idée simple : une grande salle, un bon film et un public qui vit la séance ensemble. Ce qui était un cinéma de quartier est devenu un réseau de ${f.cinemaCount} cinémas ${country}, sans perdre l'esprit du début.`,
            "Nous programmons les grandes sorties comme les films de patrimoine, l'opéra et les concerts en direct, en version originale comme en version doublée.",
          ],
        },
        {
          heading: "Nos cinémas",
          paragraphs: [
            `Vous nous trouvez à ${f.cities}. Chaque cinéma a son caractère, mais tous partagent les mêmes exigences : image laser, son immersif, fauteuils larges et salles accessibles.`,
          ],
          items: [
            "Des salles IMAX, 4DX, ScreenX et Dolby dans nos plus grands cinémas",
            "Le CINEPASS, l'abonnement pour voir autant de films que vous le souhaitez",
            "Le Club Cinélux, des avantages à chaque séance",
          ],
        },
        {
          heading: "Nos engagements",
          paragraphs: [
            "Nos cinémas sont alimentés en électricité d'origine renouvelable, nos projecteurs laser consomment moitié moins que les lampes au xénon qu'ils remplacent et nous réduisons chaque année les emballages jetables à nos comptoirs.",
            `${f.company}, ${f.registration}, siège : ${f.headOffice}.`,
          ],
        },
      ],
    },
    careers: {
      title: "Travailler chez Cinélux",
      description: `Rejoignez les équipes de Cinélux : accueil, projection, restauration, technique et siège. Nos offres d'emploi et la façon de candidater ${country}.`,
      sections: [
        {
          heading: "Nos métiers",
          paragraphs: [
            "Chaque séance réussie est le travail d'une équipe. Nous recrutons toute l'année, en CDI comme pour des contrats saisonniers, débutants bienvenus.",
          ],
          items: [
            "Hôtes et hôtesses d'accueil et de caisse",
            "Équipiers du comptoir gourmand",
            "Projectionnistes et techniciens de maintenance",
            "Directeurs et directrices de cinéma",
            "Programmation, marketing, informatique et finance au siège",
          ],
        },
        {
          heading: "Ce que nous offrons",
          paragraphs: [
            "Une formation dès l'arrivée, des horaires planifiés trois semaines à l'avance, un CINEPASS offert pour vous et un proche, et de vraies possibilités d'évolution : la plupart de nos directeurs de cinéma ont commencé à l'accueil.",
          ],
        },
        {
          heading: "Candidater",
          paragraphs: [
            `Envoyez votre CV et quelques lignes sur vous à ${f.mail.jobs}, en précisant le cinéma ou le service qui vous intéresse. Nous répondons à chaque candidature sous trois semaines.`,
          ],
        },
      ],
    },
    press: {
      title: "Espace presse",
      description: `Contacts presse, chiffres clés et visuels de Cinélux, réseau de ${f.cinemaCount} cinémas ${country}.`,
      sections: [
        {
          heading: "Contact presse",
          paragraphs: [
            `Journalistes, blogueurs et créateurs : notre service de presse vous répond du lundi au vendredi, de 9 h à 18 h, à ${f.mail.press}. Pour une demande urgente, appelez le ${f.phone} et demandez le service de presse.`,
          ],
        },
        {
          heading: "Chiffres clés",
          paragraphs: [`Cinélux en bref, ${country} :`],
          items: [
            `${f.cinemaCount} cinémas à ${f.cities}`,
            `Ouvert depuis ${f.founded}`,
            "Des séances sept jours sur sept, en version originale et en version doublée",
          ],
        },
        {
          heading: "Visuels et tournages",
          paragraphs: [
            "Logos, photos de nos salles et portraits de nos dirigeants sont envoyés sur simple demande. Les tournages et reportages dans nos cinémas sont possibles en dehors des séances, après accord du service de presse.",
          ],
        },
      ],
    },
    contact: {
      title: "Nous contacter",
      description: `Le service clients de Cinélux par téléphone au ${f.phone}, par courrier ou depuis votre espace client : horaires, adresses et délais de réponse.`,
      sections: [
        {
          heading: "Service clients",
          paragraphs: [
            "Une question sur une réservation, votre CINEPASS ou votre carte ? Notre équipe vous répond :",
          ],
          items: [
            `Du lundi au vendredi, de ${SERVICE_HOURS.weekdays[0]} à ${SERVICE_HOURS.weekdays[1]}`,
            `Le samedi et le dimanche, de ${SERVICE_HOURS.weekend[0]} à ${SERVICE_HOURS.weekend[1]}`,
            `Par téléphone : ${f.phone} (prix d'un appel local)`,
            `Par e-mail : ${f.mail.service}`,
          ],
        },
        {
          heading: "Questions fréquentes",
          paragraphs: [
            "Billets, CINEPASS, cartes, accessibilité : la réponse à votre question s'y trouve peut-être déjà, à toute heure.",
          ],
          link: { label: "Lire les questions fréquentes", href: "/fr/faq" },
        },
        {
          heading: "Par courrier",
          paragraphs: [f.postalAddress],
        },
        {
          heading: "Dans votre cinéma",
          paragraphs: [
            "Pour un objet oublié ou une question sur une séance du jour, l'accueil de votre cinéma vous répond pendant ses heures d'ouverture.",
            `${f.company}, siège : ${f.headOffice}.`,
          ],
        },
      ],
    },
    accessibility: {
      title: "Accessibilité",
      description:
        "Accès des personnes à mobilité réduite, séances sous-titrées et audiodécrites, boucles magnétiques : l'accessibilité de nos cinémas et de notre site.",
      sections: [
        {
          heading: "Dans nos cinémas",
          paragraphs: [
            "Nos cinémas sont accessibles en fauteuil roulant, sauf mention contraire sur la page du cinéma. Les places adaptées se réservent en ligne et votre accompagnateur peut s'asseoir à côté de vous.",
          ],
          items: [
            "Places réservées aux fauteuils roulants et ascenseurs dans chaque cinéma équipé",
            "Séances sous-titrées pour les personnes sourdes et malentendantes",
            "Audiodescription sur casque, à demander à l'accueil",
            "Boucles magnétiques en caisse et dans les grandes salles",
            "Chiens guides et d'assistance bienvenus",
          ],
        },
        {
          heading: "Sur notre site",
          paragraphs: [
            "Notre site vise la conformité aux règles WCAG 2.1 de niveau AA : navigation au clavier, textes alternatifs, contrastes suffisants et pages utilisables sans JavaScript. Chaque nouvelle page est testée avec un outil d'audit automatique avant sa mise en ligne.",
          ],
        },
        {
          heading: "Signaler un obstacle",
          paragraphs: [
            `Un contenu ou un service vous est inaccessible ? Écrivez-nous à ${f.mail.accessibility} : nous vous apportons une réponse ou une alternative sous sept jours.`,
          ],
        },
      ],
    },
    terms: {
      title: "Conditions générales",
      description: `Les conditions générales de vente et d'utilisation de Cinélux : billets, réservations, CINEPASS, annulation et droit applicable ${country}.`,
      sections: [
        {
          heading: "Objet",
          paragraphs: [
            `Ces conditions régissent l'utilisation du site et l'achat de billets et d'abonnements auprès de ${f.company} (${f.registration}, TVA ${f.vat}), ${f.headOffice}. En réservant, vous les acceptez.`,
          ],
        },
        {
          heading: "Billets et réservations",
          paragraphs: [
            "Un billet donne accès à une séance, dans la salle et à l'horaire indiqués. Présentez-le, imprimé ou sur votre téléphone, au contrôle. L'accès peut être refusé après le début du film.",
            "Les tarifs réduits sont accordés sur justificatif présenté à l'entrée. Les films interdits aux mineurs ne sont accessibles qu'aux spectateurs ayant l'âge requis.",
          ],
        },
        {
          heading: "Annulation et échange",
          paragraphs: [
            "Conformément à la loi, le droit de rétractation ne s'applique pas aux billets pour une séance datée. Par geste commercial, un billet acheté en ligne peut être échangé jusqu'à une heure avant la séance depuis votre espace client.",
          ],
        },
        {
          heading: "CINEPASS",
          paragraphs: [
            "Le CINEPASS est nominatif et personnel. Il est souscrit pour une durée minimale de douze mois, puis résiliable à tout moment avec un mois de préavis. Il peut être suspendu selon les conditions de votre formule.",
          ],
        },
        {
          heading: "Droit applicable et litiges",
          paragraphs: [
            `Ces conditions sont soumises à ${law}. En cas de litige, contactez d'abord notre service clients ; à défaut d'accord, vous pouvez recourir gratuitement à un médiateur de la consommation, dont les coordonnées vous sont communiquées sur demande, ou saisir le tribunal compétent.`,
          ],
        },
      ],
    },
    privacy: {
      title: "Politique de confidentialité",
      description: `Comment ${f.company} collecte et protège vos données personnelles, pour quelles finalités, combien de temps, et comment exercer vos droits.`,
      sections: [
        {
          heading: "Responsable du traitement",
          paragraphs: [
            `${f.company}, ${f.headOffice}, est responsable du traitement de vos données. Notre délégué à la protection des données répond à ${f.mail.privacy}.`,
          ],
        },
        {
          heading: "Données collectées et finalités",
          paragraphs: ["Nous traitons uniquement les données nécessaires :"],
          items: [
            "Votre compte (nom, e-mail, date de naissance) pour gérer vos réservations et votre CINEPASS — exécution du contrat",
            "Vos achats et séances pour le service clients et la comptabilité — obligation légale",
            "Vos préférences de films pour des recommandations, et les lettres d'information si vous y consentez — consentement, retirable à tout moment",
            "Des mesures d'audience anonymes pour améliorer le site — intérêt légitime",
          ],
        },
        {
          heading: "Durées de conservation",
          paragraphs: [
            `Les données du compte sont conservées tant qu'il est actif, puis supprimées trois ans après votre dernière activité. Les factures sont gardées ${home ? "dix" : "sept"} ans, comme la loi l'exige. Vos données ne sont jamais vendues et restent hébergées dans l'Union européenne.`,
          ],
        },
        {
          heading: "Vos droits",
          paragraphs: [
            `Vous pouvez accéder à vos données, les rectifier, les effacer, en limiter le traitement, vous y opposer et demander leur portabilité, depuis votre espace client ou en écrivant à ${f.mail.privacy}. Vous pouvez aussi adresser une réclamation à ${authority}.`,
          ],
        },
        {
          heading: "Cookies",
          paragraphs: [
            "Le site n'utilise sans votre accord que les cookies indispensables à son fonctionnement. Les autres ne sont déposés qu'avec votre consentement, que vous modifiez à tout moment depuis le lien « Gestion des cookies » en bas de chaque page.",
          ],
        },
      ],
    },
  };
}
