import type { AgeRating } from "@cinelux/contract/catalog";
import type { DomainId } from "@cinelux/contract/domains";
import type { Language } from "@cinelux/contract/languages";

/**
 * The fake catalog (docs/fakes.md): a handful of the seeded shows and every seeded cinema of both
 * domains, copied from apps/server/src/seed (shows.ts, show-details.ts, cinemas.ts,
 * cinema-descriptions.ts) with the same slugs, texts and facts, so a page built on the fakes links
 * to the same URLs as on the server. `trailerKey` is the seed's: the slug, for the shows with a trailer.
 * Sessions are not here: fakes/catalog-programme.ts makes them relative to today.
 */

export interface FakeShow {
  slug: string;
  /** The catalog title (the one a search also matches). */
  title: string;
  movie: boolean;
  genres: string[];
  durationMinutes: number;
  releaseYear: number;
  ageRating: AgeRating;
  presales: boolean;
  comingSoon: boolean;
  bookable: boolean;
  trailerKey: string | null;
  director: string | null;
  cast: string[];
  texts: Record<Language, { title: string; synopsis: string }>;
}

export interface FakeCinema {
  domain: DomainId;
  slug: string;
  name: string;
  address: string;
  postalCode: string;
  city: string;
  citySlug: string;
  zone: string;
  tags: string[];
  hallCount: number;
  seatCount: number;
  hasPmrService: boolean;
  coordinates: { latitude: number; longitude: number } | null;
  descriptions: Partial<Record<Language, string>>;
}

/** Coming-soon shows open on a Wednesday this many weeks after today, as the seed sets them. */
export const FAKE_RELEASE_WEEKS: Record<string, number> = { "the-thief-of-bagdad": 3, charade: 5 };

export const FAKE_SHOWS: readonly FakeShow[] = [
  {
    slug: "nosferatu",
    title: "Nosferatu",
    movie: true,
    genres: ["horror"],
    durationMinutes: 94,
    releaseYear: 1922,
    ageRating: "12",
    presales: false,
    comingSoon: false,
    bookable: true,
    trailerKey: "nosferatu",
    director: "F. W. Murnau",
    cast: ["Max Schreck", "Gustav von Wangenheim", "Greta Schröder", "Alexander Granach"],
    texts: {
      fr: {
        title: "Nosferatu le vampire",
        synopsis:
          "Employé d'une agence immobilière, le jeune Hutter quitte Wisborg pour vendre une maison au comte Orlok, au fond des Carpates. Il découvre trop tard que son client est un vampire, qui gagne la ville par la mer en semant la peste sur son passage. Seule Ellen, l'épouse de Hutter, pourra l'arrêter.",
      },
      nl: {
        title: "Nosferatu",
        synopsis:
          "De jonge makelaarsklerk Hutter reist van Wisborg naar de Karpaten om een huis te verkopen aan graaf Orlok. Te laat beseft hij dat zijn klant een vampier is, die per schip naar de stad komt en de pest met zich meebrengt. Alleen Hutters vrouw Ellen kan hem nog tegenhouden.",
      },
      en: {
        title: "Nosferatu",
        synopsis:
          "Young estate agent's clerk Hutter leaves Wisborg to sell a house to Count Orlok, deep in the Carpathians. Too late he realises his client is a vampire, who sails for the town and brings the plague with him. Only Hutter's wife Ellen can stop him.",
      },
    },
  },
  {
    slug: "metropolis",
    title: "Metropolis",
    movie: true,
    genres: ["science-fiction", "drama"],
    durationMinutes: 153,
    releaseYear: 1927,
    ageRating: "all",
    presales: false,
    comingSoon: false,
    bookable: true,
    trailerKey: "metropolis",
    director: "Fritz Lang",
    cast: ["Brigitte Helm", "Alfred Abel", "Gustav Fröhlich", "Rudolf Klein-Rogge"],
    texts: {
      fr: {
        title: "Metropolis",
        synopsis:
          "Dans une mégapole futuriste, les puissants vivent dans des jardins suspendus tandis que les ouvriers s'épuisent sous terre à faire tourner les machines. Freder, fils du maître de la ville, tombe amoureux de Maria, qui prêche la réconciliation. Son père fait alors fabriquer un robot à son image pour pousser les ouvriers à la révolte.",
      },
      nl: {
        title: "Metropolis",
        synopsis:
          "In een futuristische metropool leven de machtigen in hangende tuinen, terwijl de arbeiders zich diep onder de grond afbeulen bij de machines. Freder, zoon van de heerser van de stad, wordt verliefd op Maria, die tot verzoening oproept. Zijn vader laat daarop een robot naar haar evenbeeld bouwen om de arbeiders tot opstand aan te zetten.",
      },
      en: {
        title: "Metropolis",
        synopsis:
          "In a futuristic city, the powerful live in hanging gardens while the workers toil underground to keep the machines running. Freder, son of the city's master, falls for Maria, who preaches reconciliation. His father has a robot built in her likeness to stir the workers to revolt.",
      },
    },
  },
  {
    slug: "the-general",
    title: "The General",
    movie: true,
    genres: ["comedy", "adventure", "war"],
    durationMinutes: 78,
    releaseYear: 1926,
    ageRating: "all",
    presales: false,
    comingSoon: false,
    bookable: true,
    trailerKey: "the-general",
    director: "Buster Keaton, Clyde Bruckman",
    cast: ["Buster Keaton", "Marion Mack", "Glen Cavender", "Jim Farley"],
    texts: {
      fr: {
        title: "Le Mécano de la « General »",
        synopsis:
          "1861 : refusé par l'armée sudiste, le mécanicien Johnnie Gray n'a plus que deux amours, sa fiancée Annabelle et sa locomotive, la General. Quand des espions nordistes volent la machine avec Annabelle à bord, il se lance seul à leur poursuite. Une course folle sur les rails, réglée comme une horloge.",
      },
      nl: {
        title: "The General",
        synopsis:
          "1861: machinist Johnnie Gray wordt geweigerd door het zuidelijke leger en heeft nog maar twee liefdes, zijn verloofde Annabelle en zijn locomotief, de General. Als noordelijke spionnen de trein stelen, met Annabelle aan boord, zet hij in zijn eentje de achtervolging in. Een dolle jacht over het spoor, tot op de seconde getimed.",
      },
      en: {
        title: "The General",
        synopsis:
          "1861: turned down by the Confederate army, engineer Johnnie Gray has two loves left, his sweetheart Annabelle and his locomotive, the General. When Union spies steal the engine with Annabelle aboard, he sets off after them alone. A breakneck chase along the rails, timed to the second.",
      },
    },
  },
  {
    slug: "sherlock-jr",
    title: "Sherlock Jr.",
    movie: true,
    genres: ["comedy"],
    durationMinutes: 45,
    releaseYear: 1924,
    ageRating: "all",
    presales: false,
    comingSoon: false,
    bookable: true,
    trailerKey: null,
    director: "Buster Keaton",
    cast: ["Buster Keaton", "Kathryn McGuire", "Joe Keaton", "Ward Crane"],
    texts: {
      fr: {
        title: "Sherlock Junior",
        synopsis:
          "Projectionniste dans un petit cinéma, un jeune homme rêve d'être détective. Accusé à tort d'avoir volé la montre du père de sa fiancée, il s'endort en cabine et entre littéralement dans le film qu'il projette. Keaton y multiplie des trucages qui étonnent encore aujourd'hui.",
      },
      nl: {
        title: "Sherlock Jr.",
        synopsis:
          "Een jonge filmoperateur droomt ervan detective te worden. Ten onrechte beschuldigd van de diefstal van het horloge van zijn schoonvader in spe, valt hij in slaap in de cabine en stapt hij letterlijk de film in die hij vertoont. Keaton stapelt trucs op elkaar die nog altijd verbazen.",
      },
      en: {
        title: "Sherlock Jr.",
        synopsis:
          "A small-town projectionist dreams of becoming a detective. Wrongly accused of stealing his sweetheart's father's watch, he dozes off in the booth and walks straight into the film on the screen. Keaton's camera tricks still astonish a century later.",
      },
    },
  },
  {
    slug: "battleship-potemkin",
    title: "Battleship Potemkin",
    movie: true,
    genres: ["drama", "war"],
    durationMinutes: 75,
    releaseYear: 1925,
    ageRating: "12",
    presales: false,
    comingSoon: false,
    bookable: true,
    trailerKey: null,
    director: "Sergei Eisenstein",
    cast: ["Aleksandr Antonov", "Vladimir Barsky", "Grigori Aleksandrov", "Ivan Bobrov"],
    texts: {
      fr: {
        title: "Le Cuirassé Potemkine",
        synopsis:
          "1905, au large d'Odessa : excédés par la viande avariée qu'on leur sert, les marins du cuirassé Potemkine se mutinent contre leurs officiers. La population de la ville se rallie à eux, jusqu'à la répression sur le grand escalier. Un sommet du montage, dont chaque plan a fait école.",
      },
      nl: {
        title: "Pantserkruiser Potemkin",
        synopsis:
          "1905, voor de kust van Odessa: de matrozen van de pantserkruiser Potemkin pikken het bedorven vlees niet langer en komen in opstand tegen hun officieren. De bevolking van de stad schaart zich achter hen, tot het bloedbad op de grote trappen. Een hoogtepunt van de filmmontage dat school heeft gemaakt.",
      },
      en: {
        title: "Battleship Potemkin",
        synopsis:
          "1905, off Odessa: fed up with rotten meat, the sailors of the battleship Potemkin mutiny against their officers. The townspeople rally to their side, until the massacre on the great steps. A landmark of film editing whose every shot has been studied since.",
      },
    },
  },
  {
    slug: "haxan",
    title: "Häxan",
    movie: true,
    genres: ["documentary", "horror"],
    durationMinutes: 91,
    releaseYear: 1922,
    ageRating: "16",
    presales: false,
    comingSoon: false,
    bookable: true,
    trailerKey: null,
    director: "Benjamin Christensen",
    cast: ["Maren Pedersen", "Clara Pontoppidan", "Elith Pio", "Benjamin Christensen"],
    texts: {
      fr: {
        title: "La Sorcellerie à travers les âges",
        synopsis:
          "Mi-documentaire, mi-fiction, le film retrace la peur des sorcières du Moyen Âge à l'époque moderne : sabbats, pactes avec le diable, procès et tortures de l'Inquisition. Benjamin Christensen, qui incarne lui-même Satan, y voit surtout la marque de l'ignorance et de l'hystérie collective.",
      },
      nl: {
        title: "Häxan",
        synopsis:
          "Half documentaire, half speelfilm volgt Häxan de angst voor heksen van de middeleeuwen tot de moderne tijd: heksensabbatten, pacten met de duivel, processen en martelingen door de inquisitie. Benjamin Christensen, die zelf de duivel speelt, ziet er vooral onwetendheid en massahysterie in.",
      },
      en: {
        title: "Häxan",
        synopsis:
          "Part documentary, part drama, Häxan traces the fear of witches from the Middle Ages to modern times: sabbaths, pacts with the Devil, Inquisition trials and torture. Benjamin Christensen, who plays Satan himself, sees in it above all ignorance and mass hysteria.",
      },
    },
  },
  {
    slug: "his-girl-friday",
    title: "His Girl Friday",
    movie: true,
    genres: ["comedy", "romance"],
    durationMinutes: 92,
    releaseYear: 1940,
    ageRating: "all",
    presales: false,
    comingSoon: false,
    bookable: true,
    trailerKey: "his-girl-friday",
    director: "Howard Hawks",
    cast: ["Cary Grant", "Rosalind Russell", "Ralph Bellamy", "Gene Lockhart"],
    texts: {
      fr: {
        title: "La Dame du vendredi",
        synopsis:
          "Hildy Johnson, reporter vedette, vient annoncer à son ex-mari et rédacteur en chef Walter Burns qu'elle quitte le métier pour se remarier. Walter, bien décidé à la garder, la lance sur une dernière affaire : un condamné à mort promis à l'exécution le lendemain. Des dialogues au débit de mitraillette.",
      },
      nl: {
        title: "His Girl Friday",
        synopsis:
          "Sterverslaggever Hildy Johnson komt haar ex-man en hoofdredacteur Walter Burns vertellen dat ze het vak verlaat om te hertrouwen. Walter wil haar koste wat kost houden en zet haar op een laatste zaak: een ter dood veroordeelde die de volgende ochtend wordt geëxecuteerd. Dialogen in moordend tempo.",
      },
      en: {
        title: "His Girl Friday",
        synopsis:
          "Star reporter Hildy Johnson drops in on her ex-husband and editor Walter Burns to tell him she is quitting to remarry. Walter, determined to keep her, hands her one last story: a condemned man due to hang the next morning. Dialogue delivered at machine-gun speed.",
      },
    },
  },
  {
    slug: "the-thief-of-bagdad",
    title: "The Thief of Bagdad",
    movie: true,
    genres: ["adventure"],
    durationMinutes: 149,
    releaseYear: 1924,
    ageRating: "all",
    presales: false,
    comingSoon: true,
    bookable: false,
    trailerKey: "the-thief-of-bagdad",
    director: "Raoul Walsh",
    cast: ["Douglas Fairbanks", "Julanne Johnston", "Anna May Wong", "Sojin"],
    texts: {
      fr: {
        title: "Le Voleur de Bagdad",
        synopsis:
          "Ahmed, voleur insolent de Bagdad, s'introduit au palais et tombe amoureux de la princesse. Pour la mériter face à de puissants prétendants, il part chercher le plus rare des trésors, entre monstres, tapis volant et cheval ailé. Douglas Fairbanks dans la plus fastueuse de ses aventures.",
      },
      nl: {
        title: "De dief van Bagdad",
        synopsis:
          "Ahmed, een brutale dief uit Bagdad, sluipt het paleis binnen en wordt verliefd op de prinses. Om haar te verdienen tegenover machtige huwelijkskandidaten gaat hij op zoek naar de zeldzaamste schat, langs monsters, een vliegend tapijt en een gevleugeld paard. Douglas Fairbanks in zijn weelderigste avontuur.",
      },
      en: {
        title: "The Thief of Bagdad",
        synopsis:
          "Ahmed, a cocky Bagdad thief, slips into the palace and falls for the princess. To win her against powerful suitors, he sets out for the rarest treasure of all, past monsters, a flying carpet and a winged horse. Douglas Fairbanks in his most lavish adventure.",
      },
    },
  },
  {
    slug: "charade",
    title: "Charade",
    movie: true,
    genres: ["thriller", "romance"],
    durationMinutes: 113,
    releaseYear: 1963,
    ageRating: "all",
    presales: false,
    comingSoon: true,
    bookable: false,
    trailerKey: "charade",
    director: "Stanley Donen",
    cast: ["Cary Grant", "Audrey Hepburn", "Walter Matthau", "James Coburn", "George Kennedy"],
    texts: {
      fr: {
        title: "Charade",
        synopsis:
          "De retour de vacances, Regina Lampert découvre son appartement parisien vidé et son mari assassiné. Trois inquiétants personnages réclament l'argent qu'il leur aurait volé, et un séduisant inconnu lui offre son aide, sous un nom qui change sans cesse. Un suspense élégant, drôle et romantique.",
      },
      nl: {
        title: "Charade",
        synopsis:
          "Terug van vakantie vindt Regina Lampert haar Parijse appartement leeggehaald en haar man vermoord. Drie louche figuren eisen het geld op dat hij van hen gestolen zou hebben, en een charmante vreemdeling biedt zijn hulp aan, onder een naam die steeds verandert. Elegante spanning, geestig en romantisch.",
      },
      en: {
        title: "Charade",
        synopsis:
          "Back from a holiday, Regina Lampert finds her Paris flat stripped bare and her husband murdered. Three menacing men want the money he stole from them, and a charming stranger offers his help under a name that keeps changing. Elegant suspense, funny and romantic.",
      },
    },
  },
  {
    slug: "la-traviata-soiree-lyrique-cinelux",
    title: "La Traviata — Soirée lyrique Cinélux",
    movie: false,
    genres: ["opera"],
    durationMinutes: 150,
    releaseYear: 2026,
    ageRating: "all",
    presales: false,
    comingSoon: false,
    bookable: true,
    trailerKey: null,
    director: null,
    cast: [],
    texts: {
      fr: {
        title: "La Traviata — Soirée lyrique Cinélux",
        synopsis:
          "L'opéra de Verdi sur grand écran : à Paris, la courtisane Violetta Valéry renonce à sa vie de fêtes par amour pour Alfredo Germont, avant que le père du jeune homme n'exige leur séparation. Une soirée Cinélux avec présentation de l'œuvre et entracte.",
      },
      nl: {
        title: "La Traviata — Operavoorstelling Cinélux",
        synopsis:
          "Verdi's opera op het grote doek: in Parijs geeft de courtisane Violetta Valéry haar leven vol feesten op uit liefde voor Alfredo Germont, tot zijn vader eist dat ze hem verlaat. Een Cinélux-avond met een inleiding op het werk en een pauze.",
      },
      en: {
        title: "La Traviata — Cinélux Opera Night",
        synopsis:
          "Verdi's opera on the big screen: in Paris, the courtesan Violetta Valéry gives up her life of parties for love of Alfredo Germont, until his father demands that she leave him. A Cinélux evening with an introduction to the work and an interval.",
      },
    },
  },
  {
    slug: "le-lac-des-cygnes-ballet-en-direct",
    title: "Le Lac des cygnes — Ballet en direct",
    movie: false,
    genres: ["ballet"],
    durationMinutes: 140,
    releaseYear: 2026,
    ageRating: "all",
    presales: true,
    comingSoon: false,
    bookable: true,
    trailerKey: null,
    director: null,
    cast: [],
    texts: {
      fr: {
        title: "Le Lac des cygnes — Ballet en direct",
        synopsis:
          "Le ballet de Tchaïkovski retransmis en direct : le prince Siegfried tombe amoureux d'Odette, changée en cygne par un sorcier, et jure de la délivrer. Mais au bal, le sorcier lui présente Odile, son double noir. Réservations ouvertes en avant-première.",
      },
      nl: {
        title: "Het Zwanenmeer — Live ballet",
        synopsis:
          "Tsjaikovski's ballet live uitgezonden: prins Siegfried wordt verliefd op Odette, die door een tovenaar in een zwaan is veranderd, en zweert haar te bevrijden. Maar op het bal stelt de tovenaar hem Odile voor, haar zwarte evenbeeld. Kaarten nu al in de voorverkoop.",
      },
      en: {
        title: "Swan Lake — Live Ballet",
        synopsis:
          "Tchaikovsky's ballet broadcast live: Prince Siegfried falls in love with Odette, turned into a swan by a sorcerer, and vows to set her free. But at the ball, the sorcerer presents Odile, her black double. Tickets on presale now.",
      },
    },
  },
];

/** Ordered by name, as the server lists them. */
export const FAKE_CINEMAS: readonly FakeCinema[] = [
  {
    domain: "nl",
    slug: "cinelux-amsterdam-centrum",
    name: "Cinélux Amsterdam Centrum",
    address: "Reguliersbreestraat 22",
    postalCode: "1017 CN",
    city: "Amsterdam",
    citySlug: "amsterdam",
    zone: "amsterdam",
    tags: ["imax", "dolby"],
    hallCount: 11,
    seatCount: 1890,
    hasPmrService: true,
    coordinates: {
      latitude: 52.3664,
      longitude: 4.895,
    },
    descriptions: {
      fr: "Dans le centre d'Amsterdam, entre le Rembrandtplein et le Munt, onze salles dont une IMAX et une Dolby Cinema.",
      nl: "In het centrum van Amsterdam, tussen het Rembrandtplein en de Munt: elf zalen, waaronder een IMAX- en een Dolby Cinema-zaal.",
      en: "In central Amsterdam, between the Rembrandtplein and the Munt: eleven screens, including IMAX and Dolby Cinema.",
    },
  },
  {
    domain: "nl",
    slug: "cinelux-amsterdam-noord",
    name: "Cinélux Amsterdam Noord",
    address: "Buiksloterweg 71",
    postalCode: "1031 CC",
    city: "Amsterdam",
    citySlug: "amsterdam",
    zone: "amsterdam",
    tags: ["4dx"],
    hallCount: 8,
    seatCount: 1210,
    hasPmrService: true,
    coordinates: {
      latitude: 52.384,
      longitude: 4.901,
    },
    descriptions: {
      fr: "À Amsterdam-Noord, à un court trajet de ferry de la gare centrale, huit salles dont une 4DX.",
      nl: "In Amsterdam-Noord, een kort pontje vanaf het Centraal Station: acht zalen, waaronder een 4DX-zaal.",
      en: "In Amsterdam-Noord, a short ferry ride from Central Station: eight screens, including 4DX.",
    },
  },
  {
    domain: "fr",
    slug: "cinelux-paris-bastille",
    name: "Cinélux Bastille",
    address: "14 rue du Faubourg Saint-Antoine",
    postalCode: "75012",
    city: "Paris",
    citySlug: "paris",
    zone: "idf",
    tags: ["imax", "dolby"],
    hallCount: 12,
    seatCount: 2140,
    hasPmrService: true,
    coordinates: {
      latitude: 48.853,
      longitude: 2.371,
    },
    descriptions: {
      fr: "À deux pas de l'Opéra Bastille, douze salles dont une IMAX et une Dolby Cinema, et un bar ouvert jusqu'à la dernière séance.",
      nl: "Op een steenworp van de Opéra Bastille: twaalf zalen, waaronder een IMAX- en een Dolby Cinema-zaal, en een bar die open is tot de laatste voorstelling.",
      en: "A stone's throw from the Opéra Bastille: twelve screens, including an IMAX and a Dolby Cinema auditorium, and a bar open until the last show.",
    },
  },
  {
    domain: "fr",
    slug: "cinelux-paris-batignolles",
    name: "Cinélux Batignolles",
    address: "21 rue des Dames",
    postalCode: "75017",
    city: "Paris",
    citySlug: "paris",
    zone: "idf",
    tags: ["screenx"],
    hallCount: 8,
    seatCount: 1120,
    hasPmrService: true,
    coordinates: {
      latitude: 48.8837,
      longitude: 2.3224,
    },
    descriptions: {
      fr: "Un cinéma de quartier près du square des Batignolles : huit salles, dont une ScreenX à l'image panoramique sur trois murs.",
      nl: "Een buurtbioscoop vlak bij het square des Batignolles: acht zalen, waaronder een ScreenX-zaal met een panoramabeeld over drie wanden.",
      en: "A neighbourhood cinema near the square des Batignolles: eight screens, including a ScreenX auditorium with a picture spread across three walls.",
    },
  },
  {
    domain: "fr",
    slug: "cinelux-toulouse-capitole",
    name: "Cinélux Capitole",
    address: "5 rue Lafayette",
    postalCode: "31000",
    city: "Toulouse",
    citySlug: "toulouse",
    zone: "toulouse",
    tags: ["screenx", "dolby"],
    hallCount: 8,
    seatCount: 1240,
    hasPmrService: true,
    coordinates: {
      latitude: 43.6045,
      longitude: 1.444,
    },
    descriptions: {
      fr: "À cinq minutes de la place du Capitole, huit salles dont une ScreenX et une Dolby Cinema.",
      nl: "Op vijf minuten van de place du Capitole: acht zalen, waaronder een ScreenX- en een Dolby Cinema-zaal.",
      en: "Five minutes from the place du Capitole: eight screens, including ScreenX and Dolby Cinema.",
    },
  },
  {
    domain: "nl",
    slug: "cinelux-utrecht-catharijne",
    name: "Cinélux Catharijne",
    address: "Catharijnesingel 56",
    postalCode: "3511 GC",
    city: "Utrecht",
    citySlug: "utrecht",
    zone: "utrecht",
    tags: ["imax"],
    hallCount: 9,
    seatCount: 1470,
    hasPmrService: true,
    coordinates: {
      latitude: 52.089,
      longitude: 5.111,
    },
    descriptions: {
      fr: "Le long du Catharijnesingel, à quelques minutes de la gare d'Utrecht, neuf salles dont une IMAX.",
      nl: "Aan de Catharijnesingel, op een paar minuten van Utrecht Centraal: negen zalen, waaronder een IMAX-zaal.",
      en: "Along the Catharijnesingel, a few minutes from Utrecht Central Station: nine screens, including IMAX.",
    },
  },
  {
    domain: "fr",
    slug: "cinelux-lyon-confluence",
    name: "Cinélux Confluence",
    address: "112 cours Charlemagne",
    postalCode: "69002",
    city: "Lyon",
    citySlug: "lyon",
    zone: "lyon",
    tags: ["imax", "4dx"],
    hallCount: 14,
    seatCount: 2620,
    hasPmrService: true,
    coordinates: {
      latitude: 45.741,
      longitude: 4.818,
    },
    descriptions: {
      fr: "Au cœur du quartier de la Confluence, quatorze salles dont une IMAX et une 4DX, avec vue sur la Saône depuis le hall.",
      nl: "Midden in de wijk Confluence: veertien zalen, waaronder een IMAX- en een 4DX-zaal, en vanuit de hal uitzicht op de Saône.",
      en: "In the heart of the Confluence district: fourteen screens, including IMAX and 4DX, with a view of the Saône from the lobby.",
    },
  },
  {
    domain: "nl",
    slug: "cinelux-rotterdam-lijnbaan",
    name: "Cinélux Lijnbaan",
    address: "Lijnbaan 104",
    postalCode: "3012 EP",
    city: "Rotterdam",
    citySlug: "rotterdam",
    zone: "rotterdam",
    tags: ["screenx", "dolby"],
    hallCount: 10,
    seatCount: 1650,
    hasPmrService: true,
    coordinates: {
      latitude: 51.9205,
      longitude: 4.477,
    },
    descriptions: {
      fr: "Sur le Lijnbaan, la grande rue commerçante de Rotterdam, dix salles dont une ScreenX et une Dolby Cinema.",
      nl: "Aan de Lijnbaan, de winkelpromenade van Rotterdam: tien zalen, waaronder een ScreenX- en een Dolby Cinema-zaal.",
      en: "On the Lijnbaan, Rotterdam's shopping promenade: ten screens, including ScreenX and Dolby Cinema.",
    },
  },
  {
    domain: "fr",
    slug: "cinelux-paris-montparnasse",
    name: "Cinélux Montparnasse",
    address: "68 boulevard du Montparnasse",
    postalCode: "75014",
    city: "Paris",
    citySlug: "paris",
    zone: "idf",
    tags: ["4dx", "dolby"],
    hallCount: 9,
    seatCount: 1580,
    hasPmrService: true,
    coordinates: {
      latitude: 48.8425,
      longitude: 2.323,
    },
    descriptions: {
      fr: "Sur le boulevard du Montparnasse, neuf salles dont une 4DX aux sièges animés, pour les films qui se vivent autant qu'ils se regardent.",
      nl: "Aan de boulevard du Montparnasse: negen zalen, waaronder een 4DX-zaal met bewegende stoelen, voor films die je niet alleen ziet maar ook voelt.",
      en: "On the boulevard du Montparnasse: nine screens, including a 4DX auditorium with motion seats, for films you feel as much as watch.",
    },
  },
  {
    domain: "fr",
    slug: "cinelux-nice-promenade",
    name: "Cinélux Promenade",
    address: "47 promenade des Anglais",
    postalCode: "06000",
    city: "Nice",
    citySlug: "nice",
    zone: "nice",
    tags: [],
    hallCount: 8,
    seatCount: 980,
    hasPmrService: false,
    coordinates: {
      latitude: 43.695,
      longitude: 7.257,
    },
    descriptions: {
      fr: "Sur la promenade des Anglais, huit salles à taille humaine, à deux pas de la mer.",
      nl: "Aan de promenade des Anglais: acht knusse zalen, op een paar passen van de zee.",
      en: "On the promenade des Anglais: eight intimate screens, a few steps from the sea.",
    },
  },
  {
    domain: "nl",
    slug: "cinelux-den-haag-spui",
    name: "Cinélux Spui",
    address: "Spui 190",
    postalCode: "2511 BW",
    city: "Den Haag",
    citySlug: "den-haag",
    zone: "den-haag",
    tags: ["dolby"],
    hallCount: 8,
    seatCount: 1090,
    hasPmrService: true,
    coordinates: {
      latitude: 52.076,
      longitude: 4.316,
    },
    descriptions: {
      fr: "Sur le Spui, près du quartier des théâtres de La Haye, huit salles dont une Dolby Cinema.",
      nl: "Aan het Spui, vlak bij de theaters van Den Haag: acht zalen, waaronder een Dolby Cinema-zaal.",
      en: "On the Spui, close to The Hague's theatres: eight screens, including Dolby Cinema.",
    },
  },
  {
    domain: "nl",
    slug: "cinelux-tilburg-pieter-vreede",
    name: "Cinélux Tilburg",
    address: "Pieter Vreedeplein 12",
    postalCode: "5038 BW",
    city: "Tilburg",
    citySlug: "tilburg",
    zone: "tilburg",
    tags: [],
    hallCount: 8,
    seatCount: 1020,
    hasPmrService: true,
    coordinates: {
      latitude: 51.558,
      longitude: 5.084,
    },
    descriptions: {
      fr: "Sur le Pieter Vreedeplein, en plein centre de Tilburg, huit salles confortables pour tous les films de la semaine.",
      nl: "Aan het Pieter Vreedeplein, hartje Tilburg: acht comfortabele zalen voor alle films van de week.",
      en: "On the Pieter Vreedeplein, right in the centre of Tilburg: eight comfortable screens for all of the week's films.",
    },
  },
  {
    domain: "fr",
    slug: "cinelux-marseille-vieux-port",
    name: "Cinélux Vieux-Port",
    address: "36 quai de Rive-Neuve",
    postalCode: "13007",
    city: "Marseille",
    citySlug: "marseille",
    zone: "marseille",
    tags: ["dolby"],
    hallCount: 10,
    seatCount: 1730,
    hasPmrService: true,
    coordinates: {
      latitude: 43.2925,
      longitude: 5.37,
    },
    descriptions: {
      fr: "Sur le quai de Rive-Neuve, face au Vieux-Port, dix salles dont une Dolby Cinema au son Atmos.",
      nl: "Aan de quai de Rive-Neuve, tegenover de Vieux-Port: tien zalen, waaronder een Dolby Cinema-zaal met Atmos-geluid.",
      en: "On the quai de Rive-Neuve, facing the Old Port: ten screens, including a Dolby Cinema auditorium with Atmos sound.",
    },
  },
];
