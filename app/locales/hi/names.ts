/** The configured names as Hindi writes them, by the name as configured (app/locales/names.ts). */
import { site } from "~/config/site";
import { spelledIn } from "~/locales/names";

/** DIRECTOR_NAME: the office adds a line here when it configures another founder. */
const directors = { "Arindam Sengupta": "अरिंदम सेनगुप्ता" };

export const directorName = spelledIn("Hindi", directors, "DIRECTOR_NAME", site.identity.director);

/** The head office's locality (Newtown), named in sentences; the postal address keeps it as registered. */
const localities = { Newtown: "न्यूटाउन" };

export const headOfficeLocality = spelledIn("Hindi", localities, "The head office's locality", site.office.locality);
