/**
 * The city page's sections below its hero, in one module so that their code, loaded at the visitor's first
 * scroll or input (components/deferred.tsx), arrives in one request.
 */
export { CityBenefits } from "./city-benefits";
export { CityIntro } from "./city-intro";
export { CityOffice } from "./city-office";
export { CityPracticalities } from "./city-practicalities";
export { CityPrices } from "./city-prices";
export { CityServices } from "./city-services";
export { CityTestimonials } from "./city-testimonials";
export { CityVerifyNote } from "./city-verify-note";
