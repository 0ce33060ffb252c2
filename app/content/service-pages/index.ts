/** Typed content of the service pages, the services listing, the packing guide, IBA and insurance pages. */
export type * from "./types";
export { homeShifting } from "./home-shifting";
export { vehicleShifting } from "./vehicle-shifting";
export { officeRelocation } from "./office-relocation";
export { warehousing } from "./warehousing";
export { localShifting } from "./local-shifting";
export { defenceRelocation } from "./defence-relocation";
export { fineArtsRelocation } from "./fine-arts-relocation";
export { serviceCards, type ServiceCard } from "./our-services";
export { packingTips, type PackingTip } from "./packing";
export { iba, type BenefitCard, type QuestionAnswer } from "./iba";
export { insurance } from "./insurance";
