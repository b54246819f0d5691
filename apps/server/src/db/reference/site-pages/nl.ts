import type { DomainFacts } from "@cinelux/contract/company";
import { SERVICE_HOURS, type SitePageSlug, type SitePageText } from "./facts.ts";

/** The site pages in Dutch, for the company of `f`. */
export function dutchPages(f: DomainFacts): Record<SitePageSlug, SitePageText> {
  const home = f.domain === "nl";
  const country = home ? "in Nederland" : "in Frankrijk";
  const law = home ? "Nederlands recht" : "Frans recht";
  const authority = home
    ? "de Autoriteit Persoonsgegevens (autoriteitpersoonsgegevens.nl)"
    : "de Franse toezichthouder CNIL (www.cnil.fr)";
  return {
    about: {
      title: "Over Cinélux",
      description: `Cinélux heeft ${f.cinemaCount} bioscopen ${country}, in ${f.cities}: comfortabele zalen, een zorgvuldige programmering en een warm welkom sinds ${f.founded}.`,
      sections: [
        {
          heading: "Ons verhaal",
          paragraphs: [
            `Cinélux begon in ${f.founded} met een eenvoudig idee: een groot doek, een goede film en een publiek dat de voorstelling samen beleeft. Uit één buurtbioscoop groeide een keten van ${f.cinemaCount} bioscopen ${country}, met dezelfde gedachte als op de eerste dag.`,
            "We draaien de grote premières én filmklassiekers, opera en liveconcerten, in de originele versie en nagesynchroniseerd.",
          ],
        },
        {
          heading: "Onze bioscopen",
          paragraphs: [
            `Je vindt ons in ${f.cities}. Elke bioscoop heeft een eigen karakter, maar overal gelden dezelfde eisen: laserprojectie, meeslepend geluid, ruime stoelen en toegankelijke zalen.`,
          ],
          items: [
            "IMAX-, 4DX-, ScreenX- en Dolby-zalen in onze grootste bioscopen",
            "De CINEPASS, het abonnement om zoveel films te zien als je wilt",
            "De Club Cinélux, met voordelen bij elk bezoek",
          ],
        },
        {
          heading: "Waar we voor staan",
          paragraphs: [
            "Onze bioscopen draaien op groene stroom, onze laserprojectoren verbruiken de helft minder dan de xenonlampen die ze vervangen en elk jaar gebruiken we aan onze balies minder wegwerpverpakkingen.",
            `${f.company}, ${f.registration}, statutair gevestigd: ${f.headOffice}.`,
          ],
        },
      ],
    },
    careers: {
      title: "Werken bij Cinélux",
      description: `Kom werken bij Cinélux: gastvrijheid, projectie, horeca, techniek en hoofdkantoor. Onze vacatures en hoe je solliciteert ${country}.`,
      sections: [
        {
          heading: "Onze functies",
          paragraphs: [
            "Achter elke geslaagde voorstelling staat een team. We zoeken het hele jaar collega's, in vaste dienst en als seizoenskracht; zonder ervaring ben je ook welkom.",
          ],
          items: [
            "Medewerkers gastvrijheid en kassa",
            "Medewerkers van de snackbalie",
            "Operateurs en onderhoudstechnici",
            "Bioscoopmanagers",
            "Programmering, marketing, IT en financiën op het hoofdkantoor",
          ],
        },
        {
          heading: "Wat we bieden",
          paragraphs: [
            "Een inwerkprogramma vanaf de eerste dag, roosters drie weken vooruit, een gratis CINEPASS voor jou en een naaste, en echte doorgroeikansen: de meeste van onze bioscoopmanagers begonnen aan de kassa.",
          ],
        },
        {
          heading: "Solliciteren",
          paragraphs: [
            `Stuur je cv en een korte motivatie naar ${f.mail.jobs} en vermeld de bioscoop of afdeling die je aanspreekt. We reageren binnen drie weken op elke sollicitatie.`,
          ],
        },
      ],
    },
    press: {
      title: "Pers",
      description: `Perscontact, kerncijfers en beeldmateriaal van Cinélux, een keten van ${f.cinemaCount} bioscopen ${country}.`,
      sections: [
        {
          heading: "Perscontact",
          paragraphs: [
            `Journalisten, bloggers en makers: onze persafdeling is bereikbaar van maandag tot en met vrijdag, van 9.00 tot 18.00 uur, via ${f.mail.press}. Is het dringend, bel dan ${f.phone} en vraag naar de persafdeling.`,
          ],
        },
        {
          heading: "Kerncijfers",
          paragraphs: [`Cinélux in het kort, ${country}:`],
          items: [
            `${f.cinemaCount} bioscopen in ${f.cities}`,
            `Open sinds ${f.founded}`,
            "Zeven dagen per week voorstellingen, in de originele versie en nagesynchroniseerd",
          ],
        },
        {
          heading: "Beeldmateriaal en opnames",
          paragraphs: [
            "Logo's, foto's van onze zalen en portretten van de directie sturen we je op verzoek toe. Filmen of fotograferen in onze bioscopen kan buiten de voorstellingen, na akkoord van de persafdeling.",
          ],
        },
      ],
    },
    contact: {
      title: "Contact",
      description: `De klantenservice van Cinélux telefonisch via ${f.phone}, per post of vanuit je klantomgeving: openingstijden, adressen en reactietijden.`,
      sections: [
        {
          heading: "Klantenservice",
          paragraphs: ["Een vraag over een reservering, je CINEPASS of je pas? Ons team helpt je graag:"],
          items: [
            `Maandag tot en met vrijdag van ${SERVICE_HOURS.weekdays[0]} tot ${SERVICE_HOURS.weekdays[1]} uur`,
            `Zaterdag en zondag van ${SERVICE_HOURS.weekend[0]} tot ${SERVICE_HOURS.weekend[1]} uur`,
            `Telefoon: ${f.phone} (lokaal tarief)`,
            `E-mail: ${f.mail.service}`,
          ],
        },
        {
          heading: "Veelgestelde vragen",
          paragraphs: [
            "Tickets, CINEPASS, kaarten, toegankelijkheid: het antwoord op je vraag staat er misschien al, op elk uur van de dag.",
          ],
          link: { label: "Lees de veelgestelde vragen", href: "/nl/veelgestelde-vragen" },
        },
        {
          heading: "Per post",
          paragraphs: [f.postalAddress],
        },
        {
          heading: "In je bioscoop",
          paragraphs: [
            "Voor gevonden voorwerpen of een vraag over een voorstelling van vandaag helpt de kassa van je bioscoop je tijdens de openingstijden.",
            `${f.company}, statutair gevestigd: ${f.headOffice}.`,
          ],
        },
      ],
    },
    accessibility: {
      title: "Toegankelijkheid",
      description:
        "Rolstoeltoegankelijkheid, ondertitelde voorstellingen, audiodescriptie en ringleidingen: de toegankelijkheid van onze bioscopen en onze website.",
      sections: [
        {
          heading: "In onze bioscopen",
          paragraphs: [
            "Onze bioscopen zijn rolstoeltoegankelijk, tenzij de pagina van de bioscoop anders vermeldt. Rolstoelplaatsen reserveer je online en je begeleider zit naast je.",
          ],
          items: [
            "Rolstoelplaatsen en liften in elke aangepaste bioscoop",
            "Ondertitelde voorstellingen voor doven en slechthorenden",
            "Audiodescriptie via een koptelefoon, te vragen aan de kassa",
            "Ringleidingen bij de kassa en in de grote zalen",
            "Blindengeleide- en assistentiehonden zijn welkom",
          ],
        },
        {
          heading: "Op onze website",
          paragraphs: [
            "Onze website streeft naar WCAG 2.1 niveau AA: te bedienen met het toetsenbord, alternatieve teksten, voldoende contrast en pagina's die ook zonder JavaScript werken. Elke nieuwe pagina wordt vóór publicatie automatisch getest.",
          ],
        },
        {
          heading: "Een drempel melden",
          paragraphs: [
            `Is iets op de website of in de bioscoop niet toegankelijk voor je? Mail ons via ${f.mail.accessibility}: binnen zeven dagen krijg je een antwoord of een alternatief.`,
          ],
        },
      ],
    },
    terms: {
      title: "Algemene voorwaarden",
      description: `De algemene voorwaarden van Cinélux: tickets, reserveringen, CINEPASS, annuleren en toepasselijk recht ${country}.`,
      sections: [
        {
          heading: "Toepassing",
          paragraphs: [
            `Deze voorwaarden gelden voor het gebruik van de website en de aankoop van tickets en abonnementen bij ${f.company} (${f.registration}, btw ${f.vat}), ${f.headOffice}. Met je reservering ga je ermee akkoord.`,
          ],
        },
        {
          heading: "Tickets en reserveringen",
          paragraphs: [
            "Een ticket geeft toegang tot één voorstelling, in de aangegeven zaal en op het aangegeven tijdstip. Laat het geprint of op je telefoon zien bij de controle. Na het begin van de film kan de toegang worden geweigerd.",
            `Kortingen gelden op vertoon van een geldig bewijs bij de ingang. Voor films met een leeftijdsgrens gelden ${home ? "de leeftijdsregels van de Kijkwijzer" : "de Franse leeftijdsgrenzen"}.`,
          ],
        },
        {
          heading: "Annuleren en omruilen",
          paragraphs: [
            "Voor tickets voor een voorstelling op een vaste datum geldt wettelijk geen herroepingsrecht. Uit coulance kun je een online gekocht ticket tot een uur voor de voorstelling omruilen in je klantomgeving.",
          ],
        },
        {
          heading: "CINEPASS",
          paragraphs: [
            "De CINEPASS is persoonlijk en niet overdraagbaar. Je sluit hem af voor minimaal twaalf maanden; daarna is hij maandelijks opzegbaar met een opzegtermijn van één maand. Pauzeren kan volgens de voorwaarden van je formule.",
          ],
        },
        {
          heading: "Toepasselijk recht en geschillen",
          paragraphs: [
            `Op deze voorwaarden is ${law} van toepassing. Heb je een klacht, neem dan eerst contact op met onze klantenservice; komen we er samen niet uit, dan kun je je wenden tot een erkende geschillencommissie of de bevoegde rechter.`,
          ],
        },
      ],
    },
    privacy: {
      title: "Privacybeleid",
      description: `Hoe ${f.company} je persoonsgegevens verzamelt en beschermt, waarvoor, hoe lang, en hoe je je rechten uitoefent.`,
      sections: [
        {
          heading: "Verwerkingsverantwoordelijke",
          paragraphs: [
            `${f.company}, ${f.headOffice}, is verantwoordelijk voor de verwerking van je gegevens. Onze functionaris voor gegevensbescherming is bereikbaar via ${f.mail.privacy}.`,
          ],
        },
        {
          heading: "Welke gegevens en waarom",
          paragraphs: ["We verwerken alleen de gegevens die nodig zijn:"],
          items: [
            "Je account (naam, e-mail, geboortedatum) om je reserveringen en CINEPASS te beheren — uitvoering van de overeenkomst",
            "Je aankopen en bezoeken voor de klantenservice en de boekhouding — wettelijke verplichting",
            "Je filmvoorkeuren voor aanbevelingen, en nieuwsbrieven als je daarvoor kiest — toestemming, altijd in te trekken",
            "Anonieme bezoekersstatistieken om de website te verbeteren — gerechtvaardigd belang",
          ],
        },
        {
          heading: "Bewaartermijnen",
          paragraphs: [
            `Accountgegevens bewaren we zolang je account actief is en verwijderen we drie jaar na je laatste activiteit. Facturen bewaren we ${home ? "zeven" : "tien"} jaar, zoals de wet voorschrijft. We verkopen je gegevens nooit en ze blijven binnen de Europese Unie.`,
          ],
        },
        {
          heading: "Je rechten",
          paragraphs: [
            `Je kunt je gegevens inzien, corrigeren, laten wissen, de verwerking beperken, bezwaar maken en je gegevens overdragen, vanuit je klantomgeving of via ${f.mail.privacy}. Je kunt ook een klacht indienen bij ${authority}.`,
          ],
        },
        {
          heading: "Cookies",
          paragraphs: [
            "Zonder je toestemming gebruikt de website alleen cookies die nodig zijn om te werken. Andere cookies plaatsen we alleen met je toestemming, die je altijd wijzigt via de link „Cookievoorkeuren” onderaan elke pagina.",
          ],
        },
      ],
    },
  };
}
