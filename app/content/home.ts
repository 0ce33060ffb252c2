/**
 * What the home page's sections know of its words and records (content/<language>/home.json, read by
 * ./home-content.ts when the page is built): their types and the carousels' timings.
 */
import type { HomeContent } from "./schemas/home.ts";

/** The words of the home page's sections, each section's by its name. */
export type HomeWords = Omit<HomeContent, "services" | "reasons" | "claims" | "testimonials" | "clients">;
export type HomeServiceCard = HomeContent["services"][number];
export type Reason = HomeContent["reasons"][number];
export type Claim = HomeContent["claims"][number];
export type BannerTestimonial = HomeContent["testimonials"][number];
export type Client = HomeContent["clients"][number];

/** SPEC §9 timings and counts of the two carousels. */
export const TESTIMONIAL_INTERVAL_MS = 5000;
export const CLIENT_INTERVAL_MS = 2500;
/** Every client's logo is drawn in the same box (public/clients/). */
export const CLIENT_LOGO_SIZE = { width: 160, height: 56 } as const;

