import { englishPath } from "../../../app/config/locales.ts";
import { cityPaths } from "../../../app/content/paths.ts";
import { SERVICE_PAGES } from "../../../app/content/service-content.ts";

/**
 * A phone (390 × 844) reads a service page in at most 8.5 screens and a city page in at most 7.25 (its landmark's
 * picture in the hero takes a fifth of a screen); the pages below have budgets of their own. A tablet (768 × 1024,
 * a tablet held upright) reads no page in more of its screens than a phone does (docs/decisions/page-length.md).
 */
export const PHONE_SCREEN = { width: 390, height: 844 };
export const TABLET_SCREEN = { width: 768, height: 1024 };
const SERVICE_SCREENS = 8.5;
const CITY_SCREENS = 7.25;
const PAGE_SCREENS: Readonly<Record<string, number>> = {
  "/": 8.5,
  "/testimonials": 8,
  "/verify": 8,
  "/our-services": 7,
};

/** The pages the service template draws. */
const servicePaths = new Set(SERVICE_PAGES.map((kind) => `/${kind}`));
const cities = new Set(await cityPaths());

if (servicePaths.size === 0 || cities.size === 0) throw new Error("no service or city pages found in app/content");

/** The most phone screens a page of either language may take, or undefined for a page without a budget. */
export function screenBudget(path: string): number | undefined {
  const english = englishPath(path);
  if (english in PAGE_SCREENS) return PAGE_SCREENS[english];
  if (servicePaths.has(english)) return SERVICE_SCREENS;
  if (cities.has(english)) return CITY_SCREENS;
  return undefined;
}
