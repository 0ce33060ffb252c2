import { index, layout, route, type RouteConfig, type RouteConfigEntry } from "@react-router/dev/routes";

// The spec's route table (docs/SPEC.md §2), in its order. Matching is case-insensitive,
// so the home page's link to /Packing reaches "packing". The seven service pages share one module,
// which shows the content named by the route's id.
const pages: RouteConfigEntry[] = [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("our-services", "routes/our-services.tsx"),
  route("home-shifting", "routes/service.tsx", { id: "home-shifting" }),
  route("vehicle-shifting", "routes/service.tsx", { id: "vehicle-shifting" }),
  route("office-relocation", "routes/service.tsx", { id: "office-relocation" }),
  route("warehousing", "routes/service.tsx", { id: "warehousing" }),
  route("local-shifting", "routes/service.tsx", { id: "local-shifting" }),
  route("defence-relocation", "routes/service.tsx", { id: "defence-relocation" }),
  route("fine-arts-relocation", "routes/service.tsx", { id: "fine-arts-relocation" }),
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
  // Not in the spec: the instant move-cost estimator (issue "Instant move-cost estimator").
  route("cost-estimator", "routes/cost-estimator.tsx"),
  // Not in the spec: every extra charge and its rule (issue #14).
  route("charges", "routes/charges.tsx"),
  // Not in the spec: where the IBA and insurance form posts send the visitor back to.
  route("thank-you", "routes/thank-you.tsx"),
  // Not in the spec: "Is this really us?" and where its fraud report lands (issue #13).
  route("verify", "routes/verify.tsx"),
  route("verify/report-received", "routes/verify-report-received.tsx"),
  route("*", "routes/not-found.tsx"),
];

/**
 * The Hindi route modules of the translated pages (app/i18n/translated.ts lists them): each renders its English
 * module's page with the Hindi content. The other twins reuse the English module until they are translated.
 */
const hindiModules: Readonly<Record<string, string>> = {
  "routes/home.tsx": "routes/hi/home.tsx",
  "routes/about.tsx": "routes/hi/about.tsx",
  "routes/process.tsx": "routes/hi/process.tsx",
  "routes/contact.tsx": "routes/hi/contact.tsx",
  "routes/faq.tsx": "routes/hi/faq.tsx",
  "routes/testimonials.tsx": "routes/hi/testimonials.tsx",
  "routes/terms-and-conditions.tsx": "routes/hi/terms-and-conditions.tsx",
  "routes/privacy-policy.tsx": "routes/hi/privacy-policy.tsx",
  "routes/verify.tsx": "routes/hi/verify.tsx",
  "routes/cost-estimator.tsx": "routes/hi/cost-estimator.tsx",
  "routes/free-estimate.tsx": "routes/hi/free-estimate.tsx",
  "routes/career.tsx": "routes/hi/career.tsx",
  "routes/partner.tsx": "routes/hi/partner.tsx",
  "routes/iba-approved-transporter.tsx": "routes/hi/iba-approved-transporter.tsx",
  "routes/goods-insurance.tsx": "routes/hi/goods-insurance.tsx",
  "routes/packing.tsx": "routes/hi/packing.tsx",
  "routes/charges.tsx": "routes/hi/charges.tsx",
  "routes/verify-report-received.tsx": "routes/hi/verify-report-received.tsx",
  "routes/thank-you.tsx": "routes/hi/thank-you.tsx",
  "routes/not-found.tsx": "routes/hi/not-found.tsx",
  "routes/our-services.tsx": "routes/hi/our-services.tsx",
  "routes/network.tsx": "routes/hi/network.tsx",
  "routes/network-city.tsx": "routes/hi/network-city.tsx",
  "routes/service.tsx": "routes/hi/service.tsx",
};

/** A page's twin in Hindi: under /hi, its id (the default one: the English file's) suffixed "-hi". */
const hindi = (page: RouteConfigEntry): RouteConfigEntry => ({
  ...page,
  file: hindiModules[page.file] ?? page.file,
  id: `${page.id ?? page.file.replace(/\.tsx$/, "")}-hi`,
});

export default [
  layout("routes/layout.tsx", pages),
  // Issue 18: every page again under /hi, in the Hindi layout.
  route("hi", "routes/layout-hi.tsx", pages.map(hindi)),
] satisfies RouteConfig;
