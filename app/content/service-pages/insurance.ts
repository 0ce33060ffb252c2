import { words } from "../translation.ts";
import type { BenefitCard, QuestionAnswer } from "./iba";

/**
 * Content of /goods-insurance. Claim advice follows the terms: report within 24 hours of delivery. `{premium}` is the
 * published premium (content/en/charges.json), put in by the page's loader.
 */
export const insurance = words("insurance", {
  intro:
    "Careful packing prevents most damage, but a truck still shares the road with everyone else. Goods insurance pays for what the road breaks, so a cracked television or a water-damaged sofa is repaired or replaced, not argued over.",
  types: [
    {
      title: "All risk",
      text: "Covers loss of or damage to your goods from almost any external cause during transit — accident, fire, theft, rain and breakage in handling — up to the declared value. The widest cover and the one we recommend for household moves.",
    },
    {
      title: "Warehouse-to-Warehouse",
      text: "Covers your goods from the moment they leave the pick-up point, through any storage on the way, until they reach the delivery point. Suited to moves with a stop in our warehouse and to business consignments.",
    },
    {
      title: "Enhanced options",
      text: "Add-ons for what standard cover limits: high-value items such as art and antiques listed individually, electronics against internal damage, and extended cover for long-term storage.",
    },
  ],
  claimGuidelines: {
    heading: "How to make a claim",
    steps: [
      "Check every carton and piece of furniture at delivery before you sign the receipt, and note any visible damage on it.",
      "Photograph the damaged item and its packing where they are; do not throw away the carton.",
      "Report the damage to us within 24 hours of delivery, by phone or e-mail, with the photos.",
      "Fill in the claim form we send you and attach the invoice, the inventory and repair or replacement estimates.",
      "The insurer's surveyor may inspect the item; keep it until the inspection is done.",
    ],
  },
  timeline: {
    heading: "Claim timeline",
    points: [
      { when: "At delivery", what: "Inspect, note damage on the receipt and take photographs." },
      {
        when: "Within 24 hours of delivery",
        what: "Report the damage to us; claims reported later may not be accepted.",
      },
      {
        when: "After reporting",
        what: "Send the completed claim form and documents promptly; missing papers are the usual cause of delay.",
      },
      { when: "After survey", what: "The insurer settles on the lower of the declared value and the insurance cover." },
    ],
  },
  benefits: [
    {
      title: "Total protection",
      text: "Cover from loading to unloading, including storage on the way if you choose warehouse-to-warehouse cover.",
    },
    {
      title: "Verified partners",
      text: "Policies come from insurers approved by the insurance regulator (IRDAI), never from unregistered agents.",
    },
    {
      title: "Low premiums",
      text: "The premium is usually {premium} of the declared value of your goods, shown as a separate line in your quote.",
    },
    {
      title: "Claim assistance",
      text: "A coordinator helps with the photos, forms and survey, and follows up with the insurer until the claim is settled.",
    },
  ] satisfies BenefitCard[],
  faqs: [
    {
      question: "How much does goods insurance cost?",
      answer:
        "The premium is usually {premium} of the value you declare for your goods, depending on the type of cover, the route and whether storage is included. It is shown separately in your quote.",
    },
    {
      question: "How do I decide the declared value?",
      answer:
        "Declare what it would cost to replace your goods today. Under-declaring lowers the premium but also the payout: the insurer pays no more than the lower of the declared value and the cover.",
    },
    {
      question: "How soon must I report damage?",
      answer:
        "Within 24 hours of delivery. Note visible damage on the delivery receipt before signing, take photographs and call or e-mail us the same day if you can.",
    },
    {
      question: "Is everything covered?",
      answer:
        "Cash, jewellery, documents and goods packed by the customer without our inspection are normally excluded, as is wear and tear. Ask us about enhanced options for high-value items.",
    },
  ] satisfies QuestionAnswer[],
  form: {
    heading: "Know your premium before you move",
    text: "Share your contact details and, if you know it, the value of your goods. We reply with the premium and the cover that suits your move.",
    points: [
      "Premium usually {premium} of the declared value",
      "Policies from insurers approved by the regulator",
      "Cover note issued before loading day",
    ],
  },
  help: {
    heading: "Need help with cover or a claim?",
    text: "Talk to our insurance desk about the right cover before you move, or about a claim after delivery.",
  },
});
