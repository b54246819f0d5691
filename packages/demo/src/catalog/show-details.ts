import type { AgeRating, Language } from "@cinelux/contract";

export interface ShowText {
  title: string;
  synopsis: string;
}

export interface ShowDetails {
  director: string | null;
  /** Leading cast, billing order. */
  cast: string[];
  ageRating: AgeRating;
  /** Whether the show has a trailer (self-hosted, generated from its artwork: docs/artwork.md). */
  trailer: boolean;
  texts: Record<Language, ShowText>;
}

/**
 * The facts and texts of every demo show, by slug (docs/catalog.md): directors and cast of the
 * public-domain films, the title each was released under in French, Dutch and English, and a short
 * synopsis in each language. The two live events are invented evenings on public-domain works.
 */
export const SHOW_DETAILS: Record<string, ShowDetails> = {
  nosferatu: {
    director: "F. W. Murnau",
    cast: ["Max Schreck", "Gustav von Wangenheim", "Greta Schröder", "Alexander Granach"],
    ageRating: "12",
    trailer: true,
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
  metropolis: {
    director: "Fritz Lang",
    cast: ["Brigitte Helm", "Alfred Abel", "Gustav Fröhlich", "Rudolf Klein-Rogge"],
    ageRating: "all",
    trailer: true,
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
  "the-general": {
    director: "Buster Keaton, Clyde Bruckman",
    cast: ["Buster Keaton", "Marion Mack", "Glen Cavender", "Jim Farley"],
    ageRating: "all",
    trailer: true,
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
  "sherlock-jr": {
    director: "Buster Keaton",
    cast: ["Buster Keaton", "Kathryn McGuire", "Joe Keaton", "Ward Crane"],
    ageRating: "all",
    trailer: false,
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
  "the-kid": {
    director: "Charlie Chaplin",
    cast: ["Charlie Chaplin", "Jackie Coogan", "Edna Purviance", "Carl Miller"],
    ageRating: "all",
    trailer: true,
    texts: {
      fr: {
        title: "Le Kid",
        synopsis:
          "Un vagabond trouve un bébé abandonné dans une ruelle et, faute de mieux, l'élève dans sa mansarde. Cinq ans plus tard, le gamin casse les vitres que Charlot vient ensuite réparer. Mais les services sociaux s'en mêlent, et la mère du petit le cherche toujours.",
      },
      nl: {
        title: "The Kid",
        synopsis:
          "Een zwerver vindt een achtergelaten baby in een steegje en voedt hem, bij gebrek aan beter, op in zijn zolderkamertje. Vijf jaar later gooit het joch ruiten in die de Tramp vervolgens komt repareren. Maar dan grijpt de kinderbescherming in, en de moeder van het jongetje zoekt hem nog altijd.",
      },
      en: {
        title: "The Kid",
        synopsis:
          "A tramp finds an abandoned baby in an alley and, having little choice, raises him in his garret. Five years on, the boy breaks windows so the Tramp can turn up to mend them. Then the authorities step in, and the child's mother is still looking for him.",
      },
    },
  },
  "safety-last": {
    director: "Fred C. Newmeyer, Sam Taylor",
    cast: ["Harold Lloyd", "Mildred Davis", "Bill Strother", "Noah Young"],
    ageRating: "all",
    trailer: true,
    texts: {
      fr: {
        title: "Monte là-dessus !",
        synopsis:
          "Modeste vendeur dans un grand magasin, Harold fait croire à sa fiancée qu'il en est le directeur. Pour décrocher une prime, il promet au patron un coup publicitaire : l'ascension de la façade de l'immeuble. Son ami acrobate étant empêché, c'est lui qui doit grimper, jusqu'à l'horloge restée célèbre.",
      },
      nl: {
        title: "Safety Last!",
        synopsis:
          "Harold is een eenvoudige verkoper in een warenhuis, maar laat zijn verloofde geloven dat hij de zaak leidt. Voor een flinke bonus belooft hij de baas een reclamestunt: iemand die de gevel van het gebouw beklimt. Als zijn vriend de klimmer niet kan, moet Harold zelf naar boven, tot aan de beroemde klok.",
      },
      en: {
        title: "Safety Last!",
        synopsis:
          "A lowly department store clerk, Harold has let his girl believe he runs the place. Chasing a bonus, he promises the boss a publicity stunt: a man climbing the building's facade. When his climber friend is held up, Harold has to make the ascent himself, all the way to that famous clock.",
      },
    },
  },
  "the-cabinet-of-dr-caligari": {
    director: "Robert Wiene",
    cast: ["Werner Krauss", "Conrad Veidt", "Friedrich Fehér", "Lil Dagover"],
    ageRating: "12",
    trailer: true,
    texts: {
      fr: {
        title: "Le Cabinet du docteur Caligari",
        synopsis:
          "À la foire de Holstenwall, l'inquiétant docteur Caligari exhibe Cesare, un somnambule qui prédit l'avenir. La nuit même, les meurtres commencent. Dans des décors peints aux angles impossibles, le film qui a fait naître l'expressionnisme allemand.",
      },
      nl: {
        title: "Das Cabinet des Dr. Caligari",
        synopsis:
          "Op de kermis van Holstenwall toont de onheilspellende dokter Caligari zijn slaapwandelaar Cesare, die de toekomst voorspelt. Diezelfde nacht beginnen de moorden. In geschilderde decors vol onmogelijke hoeken: de film waarmee het Duitse expressionisme begon.",
      },
      en: {
        title: "The Cabinet of Dr. Caligari",
        synopsis:
          "At the Holstenwall fair, the sinister Dr. Caligari shows off Cesare, a somnambulist who foretells the future. That very night, the murders begin. Set among painted sets of impossible angles, this is the film that launched German Expressionism.",
      },
    },
  },
  "battleship-potemkin": {
    director: "Sergei Eisenstein",
    cast: ["Aleksandr Antonov", "Vladimir Barsky", "Grigori Aleksandrov", "Ivan Bobrov"],
    ageRating: "12",
    trailer: false,
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
  "the-gold-rush": {
    director: "Charlie Chaplin",
    cast: ["Charlie Chaplin", "Georgia Hale", "Mack Swain", "Tom Murray"],
    ageRating: "all",
    trailer: true,
    texts: {
      fr: {
        title: "La Ruée vers l'or",
        synopsis:
          "Parti chercher fortune dans le Klondike, Charlot se retrouve bloqué par la tempête dans une cabane avec un prospecteur affamé. Il fait cuire sa chaussure, tombe amoureux de Georgia, danse avec deux petits pains. Entre faim, froid et éclats de rire, un des films préférés de Chaplin lui-même.",
      },
      nl: {
        title: "The Gold Rush",
        synopsis:
          "Op zoek naar fortuin in de Klondike raakt de Tramp door een sneeuwstorm ingesloten in een hut, samen met een uitgehongerde goudzoeker. Hij kookt zijn schoen, wordt verliefd op Georgia en laat twee broodjes dansen. Honger, kou en gelach: een van Chaplins eigen lievelingsfilms.",
      },
      en: {
        title: "The Gold Rush",
        synopsis:
          "Seeking his fortune in the Klondike, the Tramp is snowed into a cabin with a starving prospector. He cooks his boot, falls for Georgia and makes two bread rolls dance. Hunger, cold and laughter in one of Chaplin's own favourite films.",
      },
    },
  },
  "steamboat-willie": {
    director: "Walt Disney, Ub Iwerks",
    cast: ["Walt Disney"],
    ageRating: "all",
    trailer: false,
    texts: {
      fr: {
        title: "Steamboat Willie",
        synopsis:
          "À la barre d'un bateau à aubes, Mickey sifflote, se fait rabrouer par le capitaine Pat Hibulaire et transforme le bétail embarqué en orchestre improvisé. Le premier dessin animé au son synchronisé de Disney, et la première apparition de Mickey en salles.",
      },
      nl: {
        title: "Steamboat Willie",
        synopsis:
          "Aan het roer van een raderboot fluit Mickey een deuntje, krijgt hij op zijn kop van kapitein Boris en maakt hij van het vee aan boord een geïmproviseerd orkest. De eerste Disney-tekenfilm met gesynchroniseerd geluid en Mickeys debuut in de bioscoop.",
      },
      en: {
        title: "Steamboat Willie",
        synopsis:
          "At the wheel of a paddle steamer, Mickey whistles a tune, gets chased off by Captain Pete and turns the livestock on board into an impromptu band. Disney's first cartoon with synchronised sound, and Mickey's debut in cinemas.",
      },
    },
  },
  "the-phantom-of-the-opera": {
    director: "Rupert Julian",
    cast: ["Lon Chaney", "Mary Philbin", "Norman Kerry", "Arthur Edmund Carewe"],
    ageRating: "12",
    trailer: true,
    texts: {
      fr: {
        title: "Le Fantôme de l'Opéra",
        synopsis:
          "Dans les sous-sols de l'Opéra de Paris vit un homme masqué qui fait régner la terreur sur la maison. Épris de la jeune chanteuse Christine Daaé, il lui ouvre les premiers rôles, à condition qu'elle n'appartienne qu'à lui. La scène du démasquage compte parmi les plus célèbres du muet.",
      },
      nl: {
        title: "The Phantom of the Opera",
        synopsis:
          "In de kelders van de Parijse Opéra woont een gemaskerde man die het hele huis in angst laat leven. Hij is bezeten van de jonge zangeres Christine Daaé en bezorgt haar de grote rollen, op voorwaarde dat ze alleen van hem is. De scène waarin zijn masker valt, behoort tot de beroemdste van de stille film.",
      },
      en: {
        title: "The Phantom of the Opera",
        synopsis:
          "Beneath the Paris Opera lives a masked man who holds the whole house in terror. Obsessed with the young singer Christine Daaé, he wins her the leading roles, on condition that she belongs to him alone. The unmasking scene remains one of the most famous of the silent era.",
      },
    },
  },
  "a-trip-to-the-moon": {
    director: "Georges Méliès",
    cast: ["Georges Méliès", "Bleuette Bernon", "François Lallement", "Henri Delannoy"],
    ageRating: "all",
    trailer: false,
    texts: {
      fr: {
        title: "Le Voyage dans la Lune",
        synopsis:
          "Le professeur Barbenfouillis convainc ses collègues astronomes de partir pour la Lune à bord d'un obus tiré par un canon géant. L'obus se plante dans l'œil de l'astre, et les savants découvrent un monde peuplé de Sélénites. Quatorze minutes de magie signées Méliès, le père des effets spéciaux.",
      },
      nl: {
        title: "De reis naar de maan",
        synopsis:
          "Professor Barbenfouillis overtuigt zijn collega-sterrenkundigen om naar de maan te reizen, in een granaat die door een reusachtig kanon wordt afgevuurd. De granaat belandt recht in het oog van de maan, waar de geleerden een wereld vol Selenieten ontdekken. Veertien minuten toverij van Méliès, de vader van de special effects.",
      },
      en: {
        title: "A Trip to the Moon",
        synopsis:
          "Professor Barbenfouillis persuades his fellow astronomers to fly to the Moon in a shell fired from a giant cannon. It lands smack in the Moon's eye, and the scientists find a world full of Selenites. Fourteen minutes of magic from Méliès, the father of special effects.",
      },
    },
  },
  "the-great-train-robbery": {
    director: "Edwin S. Porter",
    cast: ["Justus D. Barnes", "G. M. Anderson", "Walter Cameron"],
    ageRating: "all",
    trailer: false,
    texts: {
      fr: {
        title: "Le Vol du grand rapide",
        synopsis:
          "Quatre bandits ligotent un télégraphiste, attaquent un train en pleine voie et dévalisent les passagers avant de s'enfuir à cheval. Une troupe de volontaires se lance à leurs trousses. Douze minutes qui ont inventé le western, jusqu'au célèbre coup de feu tiré face au public.",
      },
      nl: {
        title: "The Great Train Robbery",
        synopsis:
          "Vier bandieten binden een telegrafist vast, overvallen een rijdende trein en beroven de reizigers, waarna ze te paard vluchten. Een groep vrijwilligers zet de achtervolging in. Twaalf minuten waarin de western werd uitgevonden, tot en met het beroemde schot recht op het publiek.",
      },
      en: {
        title: "The Great Train Robbery",
        synopsis:
          "Four bandits tie up a telegraph operator, hold up a moving train and rob its passengers before escaping on horseback. A posse rides after them. Twelve minutes that invented the western, down to the famous shot fired straight at the audience.",
      },
    },
  },
  haxan: {
    director: "Benjamin Christensen",
    cast: ["Maren Pedersen", "Clara Pontoppidan", "Elith Pio", "Benjamin Christensen"],
    ageRating: "16",
    trailer: false,
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
  "nanook-of-the-north": {
    director: "Robert J. Flaherty",
    cast: ["Allakariallak", "Nyla"],
    ageRating: "all",
    trailer: false,
    texts: {
      fr: {
        title: "Nanouk l'Esquimau",
        synopsis:
          "Sur les rives de la baie d'Hudson, Robert Flaherty suit Nanouk, chasseur inuit, et sa famille au fil des saisons : la pêche, la chasse au morse, la construction d'un igloo avant la tempête. Souvent présenté comme le premier long métrage documentaire, un film qui garde une beauté rare.",
      },
      nl: {
        title: "Nanook of the North",
        synopsis:
          "Aan de oevers van de Hudsonbaai volgt Robert Flaherty de Inuitjager Nanook en zijn gezin door de seizoenen: vissen, jagen op walrussen, een iglo bouwen voordat de storm losbarst. Vaak de eerste lange documentaire genoemd, en nog altijd van een zeldzame schoonheid.",
      },
      en: {
        title: "Nanook of the North",
        synopsis:
          "On the shores of Hudson Bay, Robert Flaherty follows the Inuit hunter Nanook and his family through the seasons: fishing, hunting walrus, building an igloo before the storm. Often called the first feature-length documentary, and still a film of rare beauty.",
      },
    },
  },
  "the-passion-of-joan-of-arc": {
    director: "Carl Theodor Dreyer",
    cast: ["Renée Falconetti", "Eugène Silvain", "André Berley", "Maurice Schutz", "Antonin Artaud"],
    ageRating: "12",
    trailer: true,
    texts: {
      fr: {
        title: "La Passion de Jeanne d'Arc",
        synopsis:
          "Rouen, 1431 : prisonnière des Anglais, Jeanne d'Arc affronte les juges ecclésiastiques qui veulent la faire abjurer. Dreyer condense le procès en une seule journée, filmée presque entièrement en gros plans. Le visage de Renée Falconetti reste l'un des plus bouleversants de l'histoire du cinéma.",
      },
      nl: {
        title: "La Passion de Jeanne d'Arc",
        synopsis:
          "Rouen, 1431: Jeanne d'Arc zit gevangen bij de Engelsen en staat tegenover kerkelijke rechters die haar willen laten herroepen. Dreyer brengt het proces terug tot één dag, bijna volledig in close-ups gefilmd. Het gezicht van Renée Falconetti is een van de meest aangrijpende uit de filmgeschiedenis.",
      },
      en: {
        title: "The Passion of Joan of Arc",
        synopsis:
          "Rouen, 1431: held by the English, Joan of Arc faces the church judges determined to make her recant. Dreyer compresses the trial into a single day, shot almost entirely in close-up. Renée Falconetti's face remains one of the most overwhelming in film history.",
      },
    },
  },
  sunrise: {
    director: "F. W. Murnau",
    cast: ["George O'Brien", "Janet Gaynor", "Margaret Livingston", "Bodil Rosing"],
    ageRating: "all",
    trailer: true,
    texts: {
      fr: {
        title: "L'Aurore",
        synopsis:
          "Séduit par une femme de la ville en vacances au village, un paysan accepte de noyer son épouse lors d'une promenade en barque. Au dernier moment, il renonce, et le couple passe en ville une journée où tout se répare. Le premier film américain de Murnau, d'une poésie intacte.",
      },
      nl: {
        title: "Sunrise",
        synopsis:
          "Verleid door een vrouw uit de stad die in zijn dorp op vakantie is, stemt een boer ermee in zijn vrouw tijdens een boottochtje te verdrinken. Op het laatste moment ziet hij ervan af, en in de stad beleeft het paar een dag waarop alles weer goed komt. Murnaus eerste Amerikaanse film, nog altijd pure poëzie.",
      },
      en: {
        title: "Sunrise",
        synopsis:
          "Seduced by a woman from the city holidaying in his village, a farmer agrees to drown his wife on a boat trip. At the last moment he cannot do it, and the couple spend a day in the city that mends everything. Murnau's first American film, its poetry untouched.",
      },
    },
  },
  "the-lodger": {
    director: "Alfred Hitchcock",
    cast: ["Ivor Novello", "June Tripp", "Marie Ault", "Arthur Chesney", "Malcolm Keen"],
    ageRating: "12",
    trailer: false,
    texts: {
      fr: {
        title: "Les Cheveux d'or",
        synopsis:
          "Un tueur surnommé « le Vengeur » s'en prend aux jeunes femmes blondes dans le brouillard londonien. Le soir même, un mystérieux locataire frappe à la porte des Bunting. Leur fille Daisy s'en éprend, tandis que ses parents commencent à avoir des doutes. Le premier vrai Hitchcock.",
      },
      nl: {
        title: "The Lodger",
        synopsis:
          "In de Londense mist vermoordt een moordenaar die zich „de Wreker” noemt jonge blonde vrouwen. Diezelfde avond staat er een raadselachtige huurder bij de familie Bunting voor de deur. Dochter Daisy valt voor hem, terwijl haar ouders steeds meer gaan twijfelen. De eerste echte Hitchcock.",
      },
      en: {
        title: "The Lodger",
        synopsis:
          'A killer calling himself "The Avenger" is murdering young blonde women in the London fog. That same night, a mysterious lodger knocks at the Buntings\' door. Their daughter Daisy falls for him while her parents grow suspicious. The first true Hitchcock.',
      },
    },
  },
  "pandoras-box": {
    director: "G. W. Pabst",
    cast: ["Louise Brooks", "Fritz Kortner", "Francis Lederer", "Carl Goetz"],
    ageRating: "12",
    trailer: true,
    texts: {
      fr: {
        title: "Loulou",
        synopsis:
          "Loulou rayonne, libre et insouciante, et tous ceux qui l'approchent finissent par se perdre : l'homme de presse qu'elle épouse, son fils, une comtesse amoureuse. De Berlin aux bas-fonds de Londres, Louise Brooks, coiffée au carré, devient une icône du cinéma.",
      },
      nl: {
        title: "Die Büchse der Pandora",
        synopsis:
          "Lulu straalt, vrij en zorgeloos, en iedereen die haar nadert gaat ten onder: de krantenmagnaat met wie ze trouwt, zijn zoon, een verliefde gravin. Van Berlijn tot de achterbuurten van Londen groeit Louise Brooks, met haar strakke pagekopje, uit tot een filmicoon.",
      },
      en: {
        title: "Pandora's Box",
        synopsis:
          "Lulu is radiant, free and careless, and everyone drawn to her is ruined: the newspaper magnate she marries, his son, a countess in love with her. From Berlin to the slums of London, Louise Brooks and her black bob became a screen icon.",
      },
    },
  },
  "man-with-a-movie-camera": {
    director: "Dziga Vertov",
    cast: ["Mikhail Kaufman"],
    ageRating: "all",
    trailer: false,
    texts: {
      fr: {
        title: "L'Homme à la caméra",
        synopsis:
          "Du réveil au soir, une journée dans les villes soviétiques vue par un opérateur qui filme tout : les rues, les usines, les plages, les spectateurs d'un cinéma. Sans intertitres ni acteurs, Dziga Vertov invente un langage fait d'accélérés, de surimpressions et d'écrans partagés.",
      },
      nl: {
        title: "De man met de filmcamera",
        synopsis:
          "Van de ochtend tot de avond: een dag in Sovjetsteden, gezien door een cameraman die alles filmt, de straten, de fabrieken, de stranden, het publiek in een bioscoop. Zonder tussentitels of acteurs bedenkt Dziga Vertov een eigen filmtaal vol versnellingen, dubbelbelichtingen en gesplitste beelden.",
      },
      en: {
        title: "Man with a Movie Camera",
        synopsis:
          "From dawn to dusk, a day in Soviet cities seen by a cameraman who films everything: streets, factories, beaches, the audience in a cinema. With no intertitles and no actors, Dziga Vertov invents a language of fast motion, superimpositions and split screens.",
      },
    },
  },
  "un-chien-andalou": {
    director: "Luis Buñuel",
    cast: ["Pierre Batcheff", "Simone Mareuil", "Luis Buñuel", "Salvador Dalí"],
    ageRating: "16",
    trailer: false,
    texts: {
      fr: {
        title: "Un chien andalou",
        synopsis:
          "Un rasoir, un œil, une lune traversée par un nuage : dès la première image, Buñuel et Dalí rompent avec toute logique. Seize minutes de rêve éveillé où les désirs d'un homme et d'une femme prennent des formes absurdes et troublantes. Le manifeste du surréalisme au cinéma.",
      },
      nl: {
        title: "Un chien andalou",
        synopsis:
          "Een scheermes, een oog, een wolk die voor de maan schuift: vanaf het eerste beeld breken Buñuel en Dalí met elke logica. Zestien minuten wakend dromen, waarin de verlangens van een man en een vrouw absurde en verontrustende vormen aannemen. Het manifest van het surrealisme in de film.",
      },
      en: {
        title: "Un Chien Andalou",
        synopsis:
          "A razor, an eye, a cloud slicing across the moon: from the first image, Buñuel and Dalí break with all logic. Sixteen minutes of waking dream in which a man's and a woman's desires take absurd, unsettling shapes. Surrealism's manifesto on film.",
      },
    },
  },
  "the-hunchback-of-notre-dame": {
    director: "Wallace Worsley",
    cast: ["Lon Chaney", "Patsy Ruth Miller", "Norman Kerry", "Ernest Torrence"],
    ageRating: "all",
    trailer: true,
    texts: {
      fr: {
        title: "Notre-Dame de Paris",
        synopsis:
          "Paris, fin du XVe siècle : Quasimodo, le sonneur bossu de Notre-Dame, se prend d'amour pour Esmeralda, la danseuse qui lui a offert à boire au pilori. Quand elle est condamnée à tort, il l'arrache au gibet et la cache dans la cathédrale. L'adaptation de Victor Hugo qui a fait de Lon Chaney une star.",
      },
      nl: {
        title: "De klokkenluider van de Notre Dame",
        synopsis:
          "Parijs, eind vijftiende eeuw: Quasimodo, de gebochelde klokkenluider van de Notre-Dame, wordt verliefd op Esmeralda, de danseres die hem aan de schandpaal te drinken gaf. Als zij onterecht wordt veroordeeld, redt hij haar van de galg en verbergt hij haar in de kathedraal. De Victor Hugo-verfilming die Lon Chaney tot ster maakte.",
      },
      en: {
        title: "The Hunchback of Notre Dame",
        synopsis:
          "Paris, late fifteenth century: Quasimodo, the hunchbacked bell-ringer of Notre-Dame, falls for Esmeralda, the dancer who gave him water at the pillory. When she is wrongly condemned, he snatches her from the gallows and hides her in the cathedral. The Victor Hugo adaptation that made Lon Chaney a star.",
      },
    },
  },
  intolerance: {
    director: "D. W. Griffith",
    cast: ["Lillian Gish", "Mae Marsh", "Robert Harron", "Constance Talmadge"],
    ageRating: "12",
    trailer: false,
    texts: {
      fr: {
        title: "Intolérance",
        synopsis:
          "Quatre histoires à travers les âges : la chute de Babylone, la Passion du Christ, la Saint-Barthélemy et le drame d'un jeune ouvrier américain condamné à tort. Griffith les entrelace de plus en plus vite jusqu'au dénouement. Une fresque démesurée, aux décors babyloniens restés légendaires.",
      },
      nl: {
        title: "Intolerance",
        synopsis:
          "Vier verhalen door de eeuwen heen: de val van Babylon, het lijden van Christus, de Bartholomeusnacht en het drama van een jonge Amerikaanse arbeider die onschuldig wordt veroordeeld. Griffith vlecht ze steeds sneller door elkaar tot aan de ontknoping. Een kolossaal fresco met legendarische Babylonische decors.",
      },
      en: {
        title: "Intolerance",
        synopsis:
          "Four stories across the ages: the fall of Babylon, the Passion of Christ, the St. Bartholomew's Day massacre and a young American worker wrongly condemned. Griffith cuts between them ever faster towards the climax. A colossal fresco whose Babylon sets became a legend.",
      },
    },
  },
  "broken-blossoms": {
    director: "D. W. Griffith",
    cast: ["Lillian Gish", "Richard Barthelmess", "Donald Crisp"],
    ageRating: "12",
    trailer: false,
    texts: {
      fr: {
        title: "Le Lys brisé",
        synopsis:
          "Dans le quartier de Limehouse, à Londres, Lucy vit sous les coups de son père, un boxeur brutal. Un jeune Chinois venu prêcher la paix la recueille après une raclée et veille sur elle avec tendresse. Lillian Gish y est déchirante.",
      },
      nl: {
        title: "Broken Blossoms",
        synopsis:
          "In de Londense wijk Limehouse leeft Lucy onder de vuisten van haar vader, een bruut van een bokser. Een jonge Chinees die kwam om vrede te prediken, neemt haar na een zware aframmeling in huis en zorgt teder voor haar. Lillian Gish is er hartverscheurend in.",
      },
      en: {
        title: "Broken Blossoms",
        synopsis:
          "In London's Limehouse, Lucy lives under the fists of her father, a brutal prizefighter. A young Chinese man who came to preach peace takes her in after a beating and cares for her tenderly. Lillian Gish is heartbreaking.",
      },
    },
  },
  "the-navigator": {
    director: "Buster Keaton, Donald Crisp",
    cast: ["Buster Keaton", "Kathryn McGuire", "Frederick Vroom"],
    ageRating: "all",
    trailer: false,
    texts: {
      fr: {
        title: "La Croisière du Navigator",
        synopsis:
          "Un jeune millionnaire qui n'a jamais rien fait de ses mains et la fille qui vient de refuser de l'épouser se retrouvent seuls à bord d'un paquebot à la dérive. Il leur faut tout apprendre, de la cuisine pour deux cents au scaphandre. Keaton au sommet de son génie mécanique.",
      },
      nl: {
        title: "The Navigator",
        synopsis:
          "Een jonge miljonair die nog nooit iets met zijn handen heeft gedaan en het meisje dat net weigerde met hem te trouwen, drijven samen weg op een verlaten oceaanstomer. Ze moeten alles leren, van koken in ketels voor tweehonderd man tot duiken in een duikerpak. Keaton op de top van zijn mechanische vernuft.",
      },
      en: {
        title: "The Navigator",
        synopsis:
          "A young millionaire who has never lifted a finger and the girl who has just turned down his proposal find themselves alone aboard a drifting ocean liner. They must learn everything, from cooking in pots built for two hundred to walking the seabed in a diving suit. Keaton at the height of his mechanical genius.",
      },
    },
  },
  "our-hospitality": {
    director: "Buster Keaton, John G. Blystone",
    cast: ["Buster Keaton", "Natalie Talmadge", "Joe Roberts", "Joe Keaton"],
    ageRating: "all",
    trailer: false,
    texts: {
      fr: {
        title: "Les Lois de l'hospitalité",
        synopsis:
          "Vers 1830, Willie McKay rentre dans le Sud pour recueillir son héritage, sans savoir que sa famille est en guerre avec les Canfield. Invité à dîner par la jeune fille rencontrée dans le train, il découvre qu'elle est une Canfield, et que ses hôtes ne peuvent pas le tuer tant qu'il reste sous leur toit.",
      },
      nl: {
        title: "Our Hospitality",
        synopsis:
          "Rond 1830 reist Willie McKay naar het Zuiden om zijn erfenis op te halen, zonder te weten dat zijn familie in een vete ligt met de Canfields. Het meisje uit de trein nodigt hem uit voor het diner, en dan blijkt ze een Canfield te zijn. Zolang hij onder hun dak blijft, mogen zijn gastheren hem niets doen.",
      },
      en: {
        title: "Our Hospitality",
        synopsis:
          "Around 1830, Willie McKay travels south to claim his inheritance, unaware that his family is feuding with the Canfields. Invited to dinner by the girl he met on the train, he learns she is a Canfield, and that her family cannot kill him as long as he stays under their roof.",
      },
    },
  },
  "seven-chances": {
    director: "Buster Keaton",
    cast: ["Buster Keaton", "T. Roy Barnes", "Snitz Edwards", "Ruth Dwyer"],
    ageRating: "all",
    trailer: false,
    texts: {
      fr: {
        title: "Fiancées en folie",
        synopsis:
          "Jimmie héritera de sept millions de dollars s'il est marié avant sept heures du soir, le jour de ses vingt-sept ans : c'est aujourd'hui. Sa bien-aimée refuse, vexée. Une petite annonce dans le journal, et des centaines de mariées le prennent en chasse.",
      },
      nl: {
        title: "Seven Chances",
        synopsis:
          "Jimmie erft zeven miljoen dollar als hij om zeven uur 's avonds op zijn zevenentwintigste verjaardag getrouwd is, en die verjaardag is vandaag. Zijn geliefde zegt beledigd nee. Na één advertentie in de krant zitten honderden bruiden hem op de hielen.",
      },
      en: {
        title: "Seven Chances",
        synopsis:
          "Jimmie will inherit seven million dollars if he is married by seven o'clock on his twenty-seventh birthday, which is today. His sweetheart, offended, says no. One newspaper notice later, hundreds of brides are chasing him through town.",
      },
    },
  },
  "the-thief-of-bagdad": {
    director: "Raoul Walsh",
    cast: ["Douglas Fairbanks", "Julanne Johnston", "Anna May Wong", "Sojin"],
    ageRating: "all",
    trailer: true,
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
  wings: {
    director: "William A. Wellman",
    cast: ["Clara Bow", "Charles Rogers", "Richard Arlen", "Gary Cooper"],
    ageRating: "12",
    trailer: true,
    texts: {
      fr: {
        title: "Les Ailes",
        synopsis:
          "Jack et David, rivaux pour le cœur de la même jeune femme, s'engagent dans l'aviation et deviennent amis inséparables sur le front français en 1917. Mary, qui aime Jack en secret, s'engage à son tour. Ses combats aériens filmés en plein ciel lui ont valu le tout premier Oscar du meilleur film.",
      },
      nl: {
        title: "Wings",
        synopsis:
          "Jack en David zijn rivalen in de liefde, melden zich allebei bij de luchtmacht en worden in 1917 aan het Franse front onafscheidelijke vrienden. Mary, die stiekem van Jack houdt, meldt zich ook. Met zijn luchtgevechten, echt in de lucht gefilmd, won de film de allereerste Oscar voor beste film.",
      },
      en: {
        title: "Wings",
        synopsis:
          "Jack and David, rivals for the same girl, join the air service and become inseparable friends over the French front in 1917. Mary, secretly in love with Jack, signs up too. Its dogfights, shot in real skies, won the very first Academy Award for Best Picture.",
      },
    },
  },
  "the-unknown": {
    director: "Tod Browning",
    cast: ["Lon Chaney", "Joan Crawford", "Norman Kerry", "Nick De Ruiz"],
    ageRating: "12",
    trailer: false,
    texts: {
      fr: {
        title: "L'Inconnu",
        synopsis:
          "Dans un cirque gitan, Alonzo le manchot lance des couteaux avec ses pieds. Il aime Nanon, la fille du directeur, qui ne supporte pas d'être touchée par des mains d'homme. Mais Alonzo cache un secret, et il est prêt à tout pour la garder.",
      },
      nl: {
        title: "The Unknown",
        synopsis:
          "In een zigeunercircus gooit de armloze Alonzo messen met zijn voeten. Hij houdt van Nanon, de dochter van de circusdirecteur, die het niet verdraagt door mannenhanden te worden aangeraakt. Maar Alonzo heeft een geheim, en hij doet alles om haar te houden.",
      },
      en: {
        title: "The Unknown",
        synopsis:
          "In a gypsy circus, Alonzo the Armless throws knives with his feet. He loves Nanon, the owner's daughter, who cannot bear to be touched by a man's hands. But Alonzo is hiding a secret, and he will do anything to keep her.",
      },
    },
  },
  faust: {
    director: "F. W. Murnau",
    cast: ["Gösta Ekman", "Emil Jannings", "Camilla Horn", "Wilhelm Dieterle"],
    ageRating: "12",
    trailer: false,
    texts: {
      fr: {
        title: "Faust, une légende allemande",
        synopsis:
          "Pour gagner un pari contre un archange, Méphisto abat la peste sur une ville allemande. Le vieux savant Faust, impuissant à sauver les malades, lui vend son âme contre la jeunesse, puis séduit l'innocente Marguerite. Les images de Murnau, entre ombre et lumière, sont parmi les plus belles du muet.",
      },
      nl: {
        title: "Faust",
        synopsis:
          "Om een weddenschap met een aartsengel te winnen, stuurt Mefisto de pest op een Duitse stad af. De oude geleerde Faust, die de zieken niet kan redden, verkoopt hem zijn ziel in ruil voor jeugd en verleidt de onschuldige Gretchen. Murnaus beelden vol licht en schaduw behoren tot de mooiste van de stille film.",
      },
      en: {
        title: "Faust",
        synopsis:
          "To win a wager with an archangel, Mephisto brings the plague down on a German town. The old scholar Faust, powerless to save the sick, sells him his soul for youth, then seduces the innocent Gretchen. Murnau's images of light and shadow are among the finest of the silent era.",
      },
    },
  },
  "steamboat-bill-jr": {
    director: "Charles Reisner",
    cast: ["Buster Keaton", "Ernest Torrence", "Marion Byron", "Tom McGuire"],
    ageRating: "all",
    trailer: true,
    texts: {
      fr: {
        title: "Cadet d'eau douce",
        synopsis:
          "Un capitaine de bateau à aubes, rude et bourru, voit débarquer son fils qu'il n'a pas vu depuis l'enfance : un étudiant frêle, en béret et petite moustache. Le garçon s'éprend en plus de la fille du rival de son père. Un cyclone ravage alors la ville, et avec lui la célèbre façade qui s'abat autour de Keaton.",
      },
      nl: {
        title: "Steamboat Bill, Jr.",
        synopsis:
          "Een ruwe raderbootkapitein ziet zijn zoon terug, die hij sinds zijn kindertijd niet meer heeft gezien: een tengere student met baret en snorretje. De jongen wordt ook nog verliefd op de dochter van zijn vaders rivaal. Dan raast er een cycloon door de stad, met de beroemde gevel die om Keaton heen neervalt.",
      },
      en: {
        title: "Steamboat Bill, Jr.",
        synopsis:
          "A gruff riverboat captain meets the son he has not seen since childhood: a slight college boy in a beret and a pencil moustache. Worse, the boy falls for the daughter of his father's rival. Then a cyclone tears through town, bringing down that famous housefront around Keaton.",
      },
    },
  },
  "night-of-the-living-dead": {
    director: "George A. Romero",
    cast: ["Duane Jones", "Judith O'Dea", "Karl Hardman", "Marilyn Eastman", "Keith Wayne"],
    ageRating: "16",
    trailer: true,
    texts: {
      fr: {
        title: "La Nuit des morts-vivants",
        synopsis:
          "Attaquée dans un cimetière de Pennsylvanie, Barbra se réfugie dans une ferme isolée où Ben, puis d'autres rescapés, la rejoignent. Dehors, les morts se relèvent et se rassemblent. Le premier film de George A. Romero a inventé le film de zombies moderne.",
      },
      nl: {
        title: "Night of the Living Dead",
        synopsis:
          "Na een aanval op een kerkhof in Pennsylvania vlucht Barbra naar een afgelegen boerderij, waar Ben en later andere overlevenden zich bij haar voegen. Buiten staan de doden op en verzamelen ze zich rond het huis. Met zijn eerste film schiep George A. Romero de moderne zombiefilm.",
      },
      en: {
        title: "Night of the Living Dead",
        synopsis:
          "Attacked in a Pennsylvania cemetery, Barbra takes refuge in a lonely farmhouse, where Ben and then other survivors join her. Outside, the dead are rising and gathering. George A. Romero's first film invented the modern zombie movie.",
      },
    },
  },
  "his-girl-friday": {
    director: "Howard Hawks",
    cast: ["Cary Grant", "Rosalind Russell", "Ralph Bellamy", "Gene Lockhart"],
    ageRating: "all",
    trailer: true,
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
  charade: {
    director: "Stanley Donen",
    cast: ["Cary Grant", "Audrey Hepburn", "Walter Matthau", "James Coburn", "George Kennedy"],
    ageRating: "all",
    trailer: true,
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
  "la-traviata-soiree-lyrique-cinelux": {
    director: null,
    cast: [],
    ageRating: "all",
    trailer: false,
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
  "le-lac-des-cygnes-ballet-en-direct": {
    director: null,
    cast: [],
    ageRating: "all",
    trailer: false,
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
};
