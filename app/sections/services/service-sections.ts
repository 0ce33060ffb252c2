/**
 * A service page's sections below its hero, in one module so that their code, loaded at the visitor's first
 * scroll or input (components/deferred.tsx), is asked for in one request.
 */
export { AboutService } from "./about-service";
export { Concerns } from "./concerns";
export { HeroPicture } from "./hero-picture";
export { ServicePrices } from "./service-prices";
export { TimingAndCost } from "./timing-and-cost";
export { HowItWorks } from "~/components/how-it-works";
export { NetworkBlock } from "~/components/network-block";
export { SafetyGuarantee } from "~/components/safety-guarantee";
export { ServicesBanner } from "~/components/services-banner";
export { TestimonialCards } from "~/components/testimonial-cards";
