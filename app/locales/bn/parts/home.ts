/**
 * The words of the home page's parts below its hero, in Bengali: each part loads its own with its code
 * (app/routes/home.tsx, app/components/deferred.tsx), so the page's first script carries none of them.
 */
import { safetyGuarantee } from "~/locales/bn/content/guarantee";
import {
  bannerTestimonials,
  claims,
  clients,
  homeServiceCards,
  processOverview,
  reasons,
} from "~/locales/bn/content/home";
import type { Dictionary } from "~/locales/book";

export const serviceCards = { ...homeServiceCards } satisfies Dictionary;
export const howItWorks = { ...processOverview } satisfies Dictionary;
export const whyChooseUs = { ...reasons, ...claims } satisfies Dictionary;
export const guarantee = { ...safetyGuarantee } satisfies Dictionary;
export const testimonialBanner = { ...bannerTestimonials } satisfies Dictionary;
export const clientLogos = { ...clients } satisfies Dictionary;
