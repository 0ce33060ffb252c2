import { words } from "./translation.ts";
/**
 * The /verify page ("Is this really us?"): how a visitor tells us from someone using our name. The texts take
 * the company's details as arguments (like legal.ts), so this module imports no configuration.
 */

export interface VerifyContext {
  brand: string;
  legalName: string;
  gstin: string;
  ibaCode: string;
  /** e.g. "sarthimovers.example" */
  emailDomain: string;
  /** e.g. "www.sarthimovers.example" */
  website: string;
}

/** How we take money. Each rule is one thing a fraudster typically gets wrong. */
export const paymentRules = words("paymentRules", ({ legalName }: VerifyContext) => [
  `We never ask for an advance to a personal UPI ID, a personal bank account or a wallet. Every payment — UPI, bank transfer or card — goes to our current account, and the account name your app shows before you pay is "${legalName}".`,
  "No advance is asked before a surveyor has seen your goods and you hold our written quotation.",
  "Every payment, however small, gets a GST invoice with our GSTIN. No invoice, no payment.",
  "We never ask for an OTP, a card PIN or a screen-sharing app, and we never send a payment link from a personal number.",
  "The price on the quotation is the price. Nobody from us will hold your goods on the way and ask for more money to release them.",
]);

export interface Document {
  title: string;
  what: string;
  carries: string[];
}

/** What our quotation and our consignment note (LR, bilty) look like and always carry. */
export const genuineDocuments = words(
  "genuineDocuments",
  ({ brand, legalName, gstin, ibaCode, emailDomain }: VerifyContext): Document[] => [
    {
      title: "Quotation",
      what: `Printed or sent as a PDF on our letterhead: the ${brand} logo at the top and our head-office address, phones and website at the foot. It is sent from an @${emailDomain} address or handed over by the surveyor, never as a photo on chat alone.`,
      carries: [
        `Our registered name, ${legalName}, and GSTIN ${gstin}`,
        "A quotation number and date, valid for 15 days",
        "An itemised price: packing, transport, loading, unloading, insurance and taxes on separate lines",
        "The survey date and your goods list, with the surveyor's name and signature",
      ],
    },
    {
      title: "Consignment note (LR / bilty)",
      what: "Issued at loading, in duplicate or triplicate on our pre-printed letterhead; you keep one copy. It is the receipt for your goods and the document a bank or PSU asks for with a transfer claim.",
      carries: [
        "A printed, serial LR number that our office can confirm on a call",
        `Our GSTIN ${gstin} and IBA approval reference ${ibaCode}`,
        "The truck's registration number and the driver's name",
        "From and to addresses, the number of packages and the declared value",
        "The insurance policy or cover note number when your goods are insured",
      ],
    },
  ],
);

export interface Fraud {
  title: string;
  how: string;
  tell: string;
}

/** The tricks used most often in the moving trade, and the sign that gives each away. */
export const commonFrauds = words("commonFrauds", ({ emailDomain, website }: VerifyContext): Fraud[] => [
  {
    title: "Look-alike websites and listings",
    how: "A copied logo and name on a map listing, classified ad or website with a similar address, answering with a different phone number.",
    tell: `Our only website is ${website} and our only e-mail addresses end in @${emailDomain}. Compare the number with the list on this page.`,
  },
  {
    title: "A booking advance to a personal UPI ID",
    how: "A very low quote over the phone, then a 'token amount' to hold the truck, paid to a person's UPI ID. Nobody turns up.",
    tell: "The payee name in your UPI app is a person, not our registered company name.",
  },
  {
    title: "Goods held for ransom",
    how: "The goods are loaded at a low price, then held at a godown until you pay 'extra charges', 'GST' or 'toll' several times the quote.",
    tell: "Our quotation already lists every charge and tax; we never add charges on the way.",
  },
  {
    title: "Fake IBA or GST bills",
    how: "A bill for a bank or PSU transfer claim on a letterhead that copies a real company's name, with a made-up GSTIN or LR number.",
    tell: "Check the GSTIN on the government's GST portal and call our office with the LR number before you submit a claim.",
  },
  {
    title: "Job and franchise fee offers",
    how: "A message offering a job or a franchise in our name, asking for a 'registration' or 'security deposit' fee.",
    tell: "We never charge a fee for a job application, and franchise talks happen only at our head office.",
  },
]);

/** Public government channels for a fraud that has already cost money (ours come first, on the page). */
export const publicHelp = words("publicHelp", [
  { label: "National Cyber Crime Helpline", value: "1930", href: "tel:1930" },
  { label: "National Cybercrime Reporting Portal", value: "cybercrime.gov.in", href: "https://cybercrime.gov.in/" },
  { label: "National Consumer Helpline", value: "1915", href: "tel:1915" },
]);
