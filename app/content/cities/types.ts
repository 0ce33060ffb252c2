/** The branch office (SPEC §3 "City office": address, contact, e-mail, map). */
export interface CityOffice {
  /** Floor, building and road; no city, state or PIN. */
  street: string;
  locality: string;
  pin: string;
  lat: number;
  lon: number;
}

/** The road link from the Kolkata hub to a branch. */
export interface Transit {
  km: number;
  days: readonly [number, number];
  route: string;
}

/** Something about moving in this city that a visitor should know before the truck arrives. */
export interface Practicality {
  id: string;
  title: string;
  text: string;
}
