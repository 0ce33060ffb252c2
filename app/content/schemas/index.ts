/**
 * Every kind of content the site reads from the content folder (content/<language>/<kind>.json), with its schema
 * and the fields that are the same in every language. The editor's configuration and the build's checks are made
 * from this table, so a field exists in both or in neither.
 */
import type { z } from "zod";

import { bookSurveyNeutral, bookSurveySchema } from "./book-survey.ts";
import { calendarNeutral, calendarSchema } from "./calendar.ts";
import { chargesNeutral, chargesSchema } from "./charges.ts";
import { citiesNeutral, citiesSchema } from "./cities.ts";
import {
  aboutNeutral,
  aboutSchema,
  processNeutral,
  processSchema,
  verifyNeutral,
  verifySchema,
} from "./company.ts";
import { componentsNeutral, componentsSchema, guaranteeNeutral, guaranteeSchema } from "./components.ts";
import { estimatorNeutral, estimatorSchema } from "./estimator.ts";
import { faqsNeutral, faqsSchema } from "./faqs.ts";
import { formsNeutral, formsSchema } from "./forms.ts";
import { glossaryNeutral, glossarySchema } from "./glossary.ts";
import { homeNeutral, homeSchema } from "./home.ts";
import { imagesNeutral, imagesSchema } from "./images.ts";
import { inventoryNeutral, inventorySchema } from "./inventory.ts";
import { jobsNeutral, jobsSchema } from "./jobs.ts";
import { layoutNeutral, layoutSchema } from "./layout.ts";
import { legalNeutral, legalSchema } from "./legal.ts";
import { movingPlanNeutral, movingPlanSchema } from "./moving-plan.ts";
import { namesNeutral, namesSchema } from "./names.ts";
import { networkNeutral, networkSchema } from "./network.ts";
import { networkCityNeutral, networkCitySchema } from "./network-city.ts";
import {
  careerNeutral,
  careerSchema,
  chargesPageNeutral,
  chargesPageSchema,
  contactNeutral,
  contactSchema,
  faqPageNeutral,
  faqPageSchema,
  legalPageNeutral,
  legalPageSchema,
  notFoundNeutral,
  notFoundSchema,
  reportReceivedNeutral,
  reportReceivedSchema,
  testimonialsPageNeutral,
  testimonialsPageSchema,
  thankYouNeutral,
  thankYouSchema,
} from "./pages.ts";
import { partnerNeutral, partnerSchema } from "./partner.ts";
import { pricesNeutral, pricesSchema } from "./prices.ts";
import { servicePageCollections } from "./service-pages.ts";
import { stepsNeutral, stepsSchema } from "./steps.ts";
import { testimonialsNeutral, testimonialsSchema } from "./testimonials.ts";

export interface Collection<S extends z.ZodType = z.ZodType> {
  /** What the office calls it. */
  label: string;
  schema: S;
  /** Fields written once, in the English file (ids always are). */
  neutral: readonly string[];
}

export const collections = {
  charges: { label: "Extra charges", schema: chargesSchema, neutral: chargesNeutral },
  cities: { label: "Cities and branches", schema: citiesSchema, neutral: citiesNeutral },
  jobs: { label: "Jobs", schema: jobsSchema, neutral: jobsNeutral },
  faqs: { label: "FAQs", schema: faqsSchema, neutral: faqsNeutral },
  images: { label: "Pictures' descriptions", schema: imagesSchema, neutral: imagesNeutral },
  home: { label: "Home page", schema: homeSchema, neutral: homeNeutral },
  legal: { label: "Terms and privacy policy", schema: legalSchema, neutral: legalNeutral },
  "moving-plan": { label: "Moving plan", schema: movingPlanSchema, neutral: movingPlanNeutral },
  prices: { label: "Price tables", schema: pricesSchema, neutral: pricesNeutral },
  testimonials: { label: "Testimonials", schema: testimonialsSchema, neutral: testimonialsNeutral },
  steps: { label: "Steps of a move", schema: stepsSchema, neutral: stepsNeutral },
  ...servicePageCollections,
  about: { label: "About page", schema: aboutSchema, neutral: aboutNeutral },
  process: { label: "Process page", schema: processSchema, neutral: processNeutral },
  verify: { label: "Verify page", schema: verifySchema, neutral: verifyNeutral },
  estimator: { label: "Cost estimator and free estimate", schema: estimatorSchema, neutral: estimatorNeutral },
  inventory: { label: "Item list's catalogue", schema: inventorySchema, neutral: inventoryNeutral },
  "book-survey": { label: "Survey booking page", schema: bookSurveySchema, neutral: bookSurveyNeutral },
  contact: { label: "Contact page", schema: contactSchema, neutral: contactNeutral },
  career: { label: "Career page", schema: careerSchema, neutral: careerNeutral },
  faq: { label: "FAQ page", schema: faqPageSchema, neutral: faqPageNeutral },
  "testimonials-page": {
    label: "Testimonials page",
    schema: testimonialsPageSchema,
    neutral: testimonialsPageNeutral,
  },
  "charges-page": { label: "Extra charges page", schema: chargesPageSchema, neutral: chargesPageNeutral },
  "terms-and-conditions": { label: "Terms page", schema: legalPageSchema, neutral: legalPageNeutral },
  "privacy-policy": { label: "Privacy policy page", schema: legalPageSchema, neutral: legalPageNeutral },
  "thank-you": { label: "Thank-you page", schema: thankYouSchema, neutral: thankYouNeutral },
  "verify-report-received": {
    label: "Report received page",
    schema: reportReceivedSchema,
    neutral: reportReceivedNeutral,
  },
  "not-found": { label: "Page not found", schema: notFoundSchema, neutral: notFoundNeutral },
  "network-city": { label: "City pages", schema: networkCitySchema, neutral: networkCityNeutral },
  forms: { label: "Forms", schema: formsSchema, neutral: formsNeutral },
  network: { label: "Network page and block", schema: networkSchema, neutral: networkNeutral },
  partner: { label: "Franchise page", schema: partnerSchema, neutral: partnerNeutral },
  layout: { label: "Menus, header and footer", schema: layoutSchema, neutral: layoutNeutral },
  names: { label: "Names and opening times", schema: namesSchema, neutral: namesNeutral },
  calendar: { label: "Months, weekdays and dates", schema: calendarSchema, neutral: calendarNeutral },
  components: { label: "Shared components' words", schema: componentsSchema, neutral: componentsNeutral },
  guarantee: { label: "Safety guarantee", schema: guaranteeSchema, neutral: guaranteeNeutral },
  glossary: { label: "Glossary: one word for one thing", schema: glossarySchema, neutral: glossaryNeutral },
} satisfies Record<string, Collection>;

export type Kind = keyof typeof collections;
export type ContentOf<K extends Kind> = z.infer<(typeof collections)[K]["schema"]>;
