/** Typed content of the service pages, the services listing, the packing guide, IBA and insurance pages. */
export { defenceRelocation } from "./defence-relocation";
export { fineArtsRelocation } from "./fine-arts-relocation";
export { homeShifting } from "./home-shifting";
export type { BenefitCard } from "./iba";
export { insurance } from "./insurance";
export { localShifting } from "./local-shifting";
export { officeRelocation } from "./office-relocation";
export { serviceCards } from "./our-services";
export { packingTips } from "./packing";
export type * from "./types";
export { vehicleShifting } from "./vehicle-shifting";
export { warehousing } from "./warehousing";
