import type { DomainFacts } from "@cinelux/contract/company";
import { SERVICE_HOURS, type SitePageSlug, type SitePageText } from "./facts.ts";

/** The site pages in English, for the company of `f`. */
export function englishPages(f: DomainFacts): Record<SitePageSlug, SitePageText> {
  const fr = f.domain === "fr";
  const country = fr ? "in France" : "in the Netherlands";
  const law = fr ? "French law" : "Dutch law";
  const authority = fr
    ? "the Commission nationale de l'informatique et des libertés (CNIL, www.cnil.fr)"
    : "the Autoriteit Persoonsgegevens, the Dutch Data Protection Authority (autoriteitpersoonsgegevens.nl)";
  return {
    about: {
      title: "About Cinélux",
      description: `Cinélux runs ${f.cinemaCount} cinemas ${country}, in ${f.cities}: comfortable auditoriums, thoughtful programming and a warm welcome since ${f.founded}.`,
      sections: [
        {
          heading: "Our story",
          paragraphs: [
            `Cinélux started in ${f.founded} with a simple idea: a big screen, a good film and an audience sharing the show. One neighbourhood cinema grew into ${f.cinemaCount} cinemas ${country}, still run in the spirit of the first day.`,
            "We show the big releases as well as classics, opera and live concerts, in the original version and dubbed.",
          ],
        },
        {
          heading: "Our cinemas",
          paragraphs: [
            `You will find us in ${f.cities}. Each cinema has its own character, and all share the same standards: laser projection, immersive sound, wide seats and accessible auditoriums.`,
          ],
          items: [
            "IMAX, 4DX, ScreenX and Dolby auditoriums in our largest cinemas",
            "The CINEPASS, the subscription to see as many films as you like",
            "The Club Cinélux, with advantages at every visit",
          ],
        },
        {
          heading: "What we stand for",
          paragraphs: [
            "Our cinemas run on renewable electricity, our laser projectors use half the power of the xenon lamps they replace, and every year our counters use less single-use packaging.",
            `${f.company}, ${f.registration}, registered office: ${f.headOffice}.`,
          ],
        },
      ],
    },
    careers: {
      title: "Careers at Cinélux",
      description: `Join the Cinélux teams: guest service, projection, food and drinks, technical staff and head office. Our vacancies and how to apply ${country}.`,
      sections: [
        {
          heading: "Our jobs",
          paragraphs: [
            "Every good show is a team's work. We hire all year round, on permanent and seasonal contracts, and beginners are welcome.",
          ],
          items: [
            "Guest service and box office staff",
            "Snack counter crew",
            "Projectionists and maintenance technicians",
            "Cinema managers",
            "Programming, marketing, IT and finance at head office",
          ],
        },
        {
          heading: "What we offer",
          paragraphs: [
            "Training from day one, rotas planned three weeks ahead, a free CINEPASS for you and someone close to you, and real prospects: most of our cinema managers started at the box office.",
          ],
        },
        {
          heading: "How to apply",
          paragraphs: [
            `Send your CV and a few lines about yourself to ${f.mail.jobs}, naming the cinema or department you are interested in. We answer every application within three weeks.`,
          ],
        },
      ],
    },
    press: {
      title: "Press",
      description: `Press contacts, key figures and images of Cinélux, a chain of ${f.cinemaCount} cinemas ${country}.`,
      sections: [
        {
          heading: "Press contact",
          paragraphs: [
            `Journalists, bloggers and creators: our press office answers Monday to Friday, 9 am to 6 pm, at ${f.mail.press}. For an urgent request, call ${f.phone} and ask for the press office.`,
          ],
        },
        {
          heading: "Key figures",
          paragraphs: [`Cinélux at a glance, ${country}:`],
          items: [
            `${f.cinemaCount} cinemas in ${f.cities}`,
            `Open since ${f.founded}`,
            "Shows seven days a week, in the original version and dubbed",
          ],
        },
        {
          heading: "Images and filming",
          paragraphs: [
            "Logos, photographs of our auditoriums and portraits of our managers are sent on request. Filming and reporting in our cinemas is possible outside show times, with the press office's agreement.",
          ],
        },
      ],
    },
    contact: {
      title: "Contact us",
      description: `Reach the Cinélux customer service by phone on ${f.phone}, by post or from your account: opening hours, addresses and response times.`,
      sections: [
        {
          heading: "Customer service",
          paragraphs: ["A question about a booking, your CINEPASS or your card? Our team is here for you:"],
          items: [
            `Monday to Friday, ${SERVICE_HOURS.weekdays[0]} to ${SERVICE_HOURS.weekdays[1]}`,
            `Saturday and Sunday, ${SERVICE_HOURS.weekend[0]} to ${SERVICE_HOURS.weekend[1]}`,
            `Phone: ${f.phone} (local rate)`,
            `Email: ${f.mail.service}`,
          ],
        },
        {
          heading: "Frequently asked questions",
          paragraphs: [
            "Tickets, CINEPASS, cards, accessibility: the answer to your question may already be there, at any hour.",
          ],
          link: { label: "Read the frequently asked questions", href: "/en/faq" },
        },
        {
          heading: "By post",
          paragraphs: [f.postalAddress],
        },
        {
          heading: "At your cinema",
          paragraphs: [
            "For lost property or a question about today's show, your cinema's front desk helps you during its opening hours.",
            `${f.company}, registered office: ${f.headOffice}.`,
          ],
        },
      ],
    },
    accessibility: {
      title: "Accessibility",
      description:
        "Wheelchair access, subtitled and audio-described shows, hearing loops: how accessible our cinemas and our website are.",
      sections: [
        {
          heading: "In our cinemas",
          paragraphs: [
            "Our cinemas are wheelchair accessible unless the cinema's page says otherwise. Wheelchair spaces can be booked online, and the person accompanying you sits next to you.",
          ],
          items: [
            "Wheelchair spaces and lifts in every equipped cinema",
            "Subtitled shows for deaf and hard-of-hearing visitors",
            "Audio description on headphones, available at the front desk",
            "Hearing loops at the box office and in the large auditoriums",
            "Guide and assistance dogs welcome",
          ],
        },
        {
          heading: "On our website",
          paragraphs: [
            "Our website aims to meet WCAG 2.1 level AA: keyboard navigation, text alternatives, sufficient contrast and pages that work without JavaScript. Every new page is checked with an automated audit before it goes live.",
          ],
        },
        {
          heading: "Report a barrier",
          paragraphs: [
            `Something on the website or at the cinema is not accessible to you? Write to ${f.mail.accessibility}: you will get an answer or an alternative within seven days.`,
          ],
        },
      ],
    },
    terms: {
      title: "Terms and conditions",
      description: `The Cinélux terms and conditions of sale and use: tickets, bookings, CINEPASS, cancellation and the law that applies ${country}.`,
      sections: [
        {
          heading: "Scope",
          paragraphs: [
            `These terms govern the use of the website and the purchase of tickets and subscriptions from ${f.company} (${f.registration}, VAT ${f.vat}), ${f.headOffice}. By booking, you accept them.`,
          ],
        },
        {
          heading: "Tickets and bookings",
          paragraphs: [
            "A ticket admits one person to one show, in the auditorium and at the time stated. Show it, printed or on your phone, at the entrance. Entry may be refused once the film has started.",
            "Reduced prices apply on presentation of proof at the entrance. Age-restricted films are only open to visitors of the required age.",
          ],
        },
        {
          heading: "Cancellation and exchange",
          paragraphs: [
            "By law, there is no right of withdrawal for tickets to a show on a set date. As a courtesy, a ticket bought online can be exchanged from your account up to one hour before the show.",
          ],
        },
        {
          heading: "CINEPASS",
          paragraphs: [
            "The CINEPASS is personal and cannot be transferred. It runs for at least twelve months, then can be cancelled at any time with one month's notice. It may be paused as your plan allows.",
          ],
        },
        {
          heading: "Governing law and disputes",
          paragraphs: [
            `These terms are governed by ${law}. If you have a complaint, please contact our customer service first; if we cannot agree, you may turn to a consumer disputes body free of charge or to the competent court.`,
          ],
        },
      ],
    },
    privacy: {
      title: "Privacy policy",
      description: `How ${f.company} collects and protects your personal data, why, for how long, and how to exercise your rights.`,
      sections: [
        {
          heading: "Data controller",
          paragraphs: [
            `${f.company}, ${f.headOffice}, is the controller of your personal data. Our data protection officer can be reached at ${f.mail.privacy}.`,
          ],
        },
        {
          heading: "What we collect and why",
          paragraphs: ["We process only the data we need:"],
          items: [
            "Your account (name, email, date of birth) to manage your bookings and CINEPASS — performance of the contract",
            "Your purchases and visits for customer service and accounting — legal obligation",
            "Your film preferences for recommendations, and newsletters if you opt in — consent, which you can withdraw at any time",
            "Anonymous audience measurement to improve the website — legitimate interest",
          ],
        },
        {
          heading: "How long we keep it",
          paragraphs: [
            `Account data is kept while your account is active and deleted three years after your last activity. Invoices are kept ${fr ? "ten" : "seven"} years, as the law requires. We never sell your data, and it stays in the European Union.`,
          ],
        },
        {
          heading: "Your rights",
          paragraphs: [
            `You can access, correct and erase your data, restrict or object to its processing and ask for a portable copy, from your account or by writing to ${f.mail.privacy}. You may also lodge a complaint with ${authority}.`,
          ],
        },
        {
          heading: "Cookies",
          paragraphs: [
            "Without your consent the website only uses the cookies it needs to work. Others are set only with your consent, which you can change at any time with the “Cookie preferences” link at the bottom of every page.",
          ],
        },
      ],
    },
  };
}
