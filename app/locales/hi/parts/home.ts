/**
 * The words of the home page's parts below its hero, in Hindi: each part loads its own with its code
 * (app/routes/home.tsx, app/components/deferred.tsx), so the page's first script carries none of them.
 */
import type { Dictionary } from "~/locales/book";
import { safetyGuarantee } from "~/locales/hi/content/guarantee";
import {
  bannerTestimonials,
  claims,
  clients,
  homeServiceCards,
  processOverview,
  reasons,
} from "~/locales/hi/content/home";

export const serviceCards = { ...homeServiceCards } satisfies Dictionary;
export const howItWorks = { ...processOverview } satisfies Dictionary;
export const whyChooseUs = { ...reasons, ...claims } satisfies Dictionary;
export const guarantee = { ...safetyGuarantee } satisfies Dictionary;
export const testimonialBanner = { ...bannerTestimonials } satisfies Dictionary;
export const clientLogos = { ...clients } satisfies Dictionary;
