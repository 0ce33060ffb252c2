import { words } from "./translation.ts";
/**
 * What the "100% safety guarantee" (SPEC §1, §9) promises, in the terms' own limits: every page that makes
 * the claim shows this next to it, and the terms' claims section is the binding text.
 */
/** SPEC §9 "Terms": damage is reported within this many hours of delivery; the terms name it as `{claimHours}`. */
export const CLAIM_WINDOW_HOURS = 24;

export const GUARANTEE_ANCHOR = "safety-guarantee";
/** The id of the terms' "Claims and Liability" section (content/<language>/legal.json). */
export const TERMS_CLAIMS_PATH = "/terms-and-conditions#claims";

/** A step that names the company's e-mail address: the words before and after it, which the page links. */
export interface ByEmail {
  beforeEmail: string;
  afterEmail: string;
}

export interface GuaranteeTerms {
  covered: string[];
  howToClaim: (string | ByEmail)[];
  limits: string[];
}

export const safetyGuarantee = words("safetyGuarantee", {
  covered: [
    "Everything our crew packs, from the moment packing starts until it is unloaded at your new address.",
    "Breakage, dents, scratches and water damage caused by our packing, handling, loading or transport.",
    "A package lost while in our custody, including storage in our warehouse.",
    "Cars and bikes: body damage in transit, checked against the condition report signed at pickup.",
  ],
  howToClaim: [
    "Note any visible damage on the delivery receipt before the crew leaves.",
    {
      beforeEmail: "Write to ",
      afterEmail: ` within ${CLAIM_WINDOW_HOURS} hours of delivery with photos and your LR (consignment note) number.`,
    },
    "We inspect the item, then repair it, replace it or pay for it. If your move is insured, we file the claim with the insurer for you.",
  ],
  limits: [
    "We pay up to the declared value of the item on the packing list, or the insurance cover taken for it if that is lower.",
    "Not covered: goods you packed yourself, the internal working of electrical and electronic items with no outside damage, normal wear on old furniture, and indirect losses.",
    `Damage reported more than ${CLAIM_WINDOW_HOURS} hours after delivery cannot be accepted.`,
  ],
} satisfies GuaranteeTerms);
