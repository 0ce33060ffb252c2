import type { Review } from "../testimonials.ts";

/** How /network groups the branches, in the order it shows them. */
export const regions = ["Bihar & Jharkhand", "East & North-East", "North", "West & Central", "South"] as const;
export type Region = (typeof regions)[number];

/** Rows of the national price table (SPEC §9); one row may serve more than one city. */
export type NationalRow = "Delhi" | "Mumbai/Pune" | "Bangalore" | "Ranchi" | "Chennai" | "Ahmedabad";

/** The branch office (SPEC §3 "City office": address, contact, e-mail, map). */
export interface CityOffice {
  /** Floor, building and road; no city, state or PIN. */
  street: string;
  locality: string;
  pin: string;
  /** From the city list (city-list.ts), where the cost estimator reads them too. */
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
  title: string;
  text: string;
}

/** What is written by hand for each city; cities.ts derives the rest (slug, price row, review city). */
export interface CityRecord {
  name: string;
  state: string;
  region: Region;
  office: Omit<CityOffice, "lat" | "lon">;
  /** 10 digits, no country code (fictional). */
  phone: string;
  /** One line for the hero and the /network cards. */
  tagline: string;
  /** Two or three paragraphs about moving in and out of this city. */
  intro: string[];
  localities: string[];
  /** From our Kolkata hub by road; absent for Kolkata itself. */
  transit?: Transit;
  practicalities: Practicality[];
  testimonials: Omit<Review, "city">[];
}
