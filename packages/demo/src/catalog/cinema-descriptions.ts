import type { Language } from "@cinelux/contract";

type LocalizedTexts = Partial<Record<Language, string>>;

/** A short presentation of each demo cinema (invented venues), by slug, for its page. */
export const CINEMA_DESCRIPTIONS: Record<string, LocalizedTexts> = {
  "cinelux-paris-bastille": {
    fr: "À deux pas de l'Opéra Bastille, douze salles dont une IMAX et une Dolby Cinema, et un bar ouvert jusqu'à la dernière séance.",
    nl: "Op een steenworp van de Opéra Bastille: twaalf zalen, waaronder een IMAX- en een Dolby Cinema-zaal, en een bar die open is tot de laatste voorstelling.",
    en: "A stone's throw from the Opéra Bastille: twelve screens, including an IMAX and a Dolby Cinema auditorium, and a bar open until the last show.",
  },
  "cinelux-paris-montparnasse": {
    fr: "Sur le boulevard du Montparnasse, neuf salles dont une 4DX aux sièges animés, pour les films qui se vivent autant qu'ils se regardent.",
    nl: "Aan de boulevard du Montparnasse: negen zalen, waaronder een 4DX-zaal met bewegende stoelen, voor films die je niet alleen ziet maar ook voelt.",
    en: "On the boulevard du Montparnasse: nine screens, including a 4DX auditorium with motion seats, for films you feel as much as watch.",
  },
  "cinelux-paris-batignolles": {
    fr: "Un cinéma de quartier près du square des Batignolles : huit salles, dont une ScreenX à l'image panoramique sur trois murs.",
    nl: "Een buurtbioscoop vlak bij het square des Batignolles: acht zalen, waaronder een ScreenX-zaal met een panoramabeeld over drie wanden.",
    en: "A neighbourhood cinema near the square des Batignolles: eight screens, including a ScreenX auditorium with a picture spread across three walls.",
  },
  "cinelux-lyon-confluence": {
    fr: "Au cœur du quartier de la Confluence, quatorze salles dont une IMAX et une 4DX, avec vue sur la Saône depuis le hall.",
    nl: "Midden in de wijk Confluence: veertien zalen, waaronder een IMAX- en een 4DX-zaal, en vanuit de hal uitzicht op de Saône.",
    en: "In the heart of the Confluence district: fourteen screens, including IMAX and 4DX, with a view of the Saône from the lobby.",
  },
  "cinelux-marseille-vieux-port": {
    fr: "Sur le quai de Rive-Neuve, face au Vieux-Port, dix salles dont une Dolby Cinema au son Atmos.",
    nl: "Aan de quai de Rive-Neuve, tegenover de Vieux-Port: tien zalen, waaronder een Dolby Cinema-zaal met Atmos-geluid.",
    en: "On the quai de Rive-Neuve, facing the Old Port: ten screens, including a Dolby Cinema auditorium with Atmos sound.",
  },
  "cinelux-toulouse-capitole": {
    fr: "À cinq minutes de la place du Capitole, huit salles dont une ScreenX et une Dolby Cinema.",
    nl: "Op vijf minuten van de place du Capitole: acht zalen, waaronder een ScreenX- en een Dolby Cinema-zaal.",
    en: "Five minutes from the place du Capitole: eight screens, including ScreenX and Dolby Cinema.",
  },
  "cinelux-nice-promenade": {
    fr: "Sur la promenade des Anglais, huit salles à taille humaine, à deux pas de la mer.",
    nl: "Aan de promenade des Anglais: acht knusse zalen, op een paar passen van de zee.",
    en: "On the promenade des Anglais: eight intimate screens, a few steps from the sea.",
  },
  "cinelux-amsterdam-centrum": {
    fr: "Dans le centre d'Amsterdam, entre le Rembrandtplein et le Munt, onze salles dont une IMAX et une Dolby Cinema.",
    nl: "In het centrum van Amsterdam, tussen het Rembrandtplein en de Munt: elf zalen, waaronder een IMAX- en een Dolby Cinema-zaal.",
    en: "In central Amsterdam, between the Rembrandtplein and the Munt: eleven screens, including IMAX and Dolby Cinema.",
  },
  "cinelux-amsterdam-noord": {
    fr: "À Amsterdam-Noord, à un court trajet de ferry de la gare centrale, huit salles dont une 4DX.",
    nl: "In Amsterdam-Noord, een kort pontje vanaf het Centraal Station: acht zalen, waaronder een 4DX-zaal.",
    en: "In Amsterdam-Noord, a short ferry ride from Central Station: eight screens, including 4DX.",
  },
  "cinelux-rotterdam-lijnbaan": {
    fr: "Sur le Lijnbaan, la grande rue commerçante de Rotterdam, dix salles dont une ScreenX et une Dolby Cinema.",
    nl: "Aan de Lijnbaan, de winkelpromenade van Rotterdam: tien zalen, waaronder een ScreenX- en een Dolby Cinema-zaal.",
    en: "On the Lijnbaan, Rotterdam's shopping promenade: ten screens, including ScreenX and Dolby Cinema.",
  },
  "cinelux-den-haag-spui": {
    fr: "Sur le Spui, près du quartier des théâtres de La Haye, huit salles dont une Dolby Cinema.",
    nl: "Aan het Spui, vlak bij de theaters van Den Haag: acht zalen, waaronder een Dolby Cinema-zaal.",
    en: "On the Spui, close to The Hague's theatres: eight screens, including Dolby Cinema.",
  },
  "cinelux-utrecht-catharijne": {
    fr: "Le long du Catharijnesingel, à quelques minutes de la gare d'Utrecht, neuf salles dont une IMAX.",
    nl: "Aan de Catharijnesingel, op een paar minuten van Utrecht Centraal: negen zalen, waaronder een IMAX-zaal.",
    en: "Along the Catharijnesingel, a few minutes from Utrecht Central Station: nine screens, including IMAX.",
  },
  "cinelux-tilburg-pieter-vreede": {
    fr: "Sur le Pieter Vreedeplein, en plein centre de Tilburg, huit salles confortables pour tous les films de la semaine.",
    nl: "Aan het Pieter Vreedeplein, hartje Tilburg: acht comfortabele zalen voor alle films van de week.",
    en: "On the Pieter Vreedeplein, right in the centre of Tilburg: eight comfortable screens for all of the week's films.",
  },
};
