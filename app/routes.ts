import { index, layout, route, type RouteConfig, type RouteConfigEntry } from "@react-router/dev/routes";

import { localeTable, translatedLocales } from "./config/locales";

// The spec's route table (docs/SPEC.md §2), in its order. Matching is case-insensitive,
// so the home page's link to /Packing reaches "packing".
const pages: RouteConfigEntry[] = [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("our-services", "routes/our-services.tsx"),
  route("home-shifting", "routes/home-shifting.tsx"),
  route("vehicle-shifting", "routes/vehicle-shifting.tsx"),
  route("office-relocation", "routes/office-relocation.tsx"),
  route("warehousing", "routes/warehousing.tsx"),
  route("local-shifting", "routes/local-shifting.tsx"),
  route("defence-relocation", "routes/defence-relocation.tsx"),
  route("fine-arts-relocation", "routes/fine-arts-relocation.tsx"),
  route("iba-approved-transporter", "routes/iba-approved-transporter.tsx"),
  route("goods-insurance", "routes/goods-insurance.tsx"),
  route("free-estimate", "routes/free-estimate.tsx"),
  route("testimonials", "routes/testimonials.tsx"),
  route("process", "routes/process.tsx"),
  route("contact", "routes/contact.tsx"),
  route("faq", "routes/faq.tsx"),
  route("network", "routes/network.tsx"),
  route("network/:cityName", "routes/network-city.tsx"),
  route("packing", "routes/packing.tsx"),
  route("career", "routes/career.tsx"),
  route("partner", "routes/partner.tsx"),
  route("terms-and-conditions", "routes/terms-and-conditions.tsx"),
  route("privacy-policy", "routes/privacy-policy.tsx"),
  // Not in the spec: the instant move-cost estimator.
  route("cost-estimator", "routes/cost-estimator.tsx"),
  // Not in the spec: every extra charge and its rule.
  route("charges", "routes/charges.tsx"),
  // Not in the spec: where the IBA and insurance form posts send the visitor back to.
  route("thank-you", "routes/thank-you.tsx"),
  // Not in the spec: "Is this really us?" and where its fraud report lands.
  route("verify", "routes/verify.tsx"),
  route("verify/report-received", "routes/verify-report-received.tsx"),
  // Not in the spec: book the free survey at a day and time that suits the visitor.
  route("book-survey", "routes/book-survey.tsx"),
  // Not in the spec: a dated moving checklist for the visitor's own move.
  route("moving-plan", "routes/moving-plan.tsx"),
  route("*", "routes/not-found.tsx"),
];

/** Every page again under each translated language's prefix, from the same route modules, in the same layout. */
const translated = (locale: (typeof translatedLocales)[number]): RouteConfigEntry =>
  route(
    localeTable[locale].prefix.slice(1),
    "routes/layout.tsx",
    { id: `${locale}/layout` },
    pages.map((page) => ({ ...page, id: `${locale}/${page.id ?? page.file}` })),
  );

export default [layout("routes/layout.tsx", pages), ...translatedLocales.map(translated)] satisfies RouteConfig;
