/**
 * Terms and Conditions and Privacy Policy (SPEC §2, §9). The texts take the site's details as arguments, so this
 * module imports no configuration and the tests can read the constants directly.
 */
import { longDate } from "./calendar.ts";
import { insuranceRangeText, termsChargesClause } from "./charges.ts";
import { type Courts, courtsText } from "./facts.ts";
import { CLAIM_WINDOW_HOURS } from "./guarantee.ts";
import { words } from "./translation.ts";

/** SPEC §9 "Terms": the legal constants the copy must carry. */
export const INSURANCE_PREMIUM_RANGE = insuranceRangeText;
/** When the legal texts last changed (a date of the records; each language writes it its own way). */
export const LEGAL_LAST_UPDATED = "2025-06-01";
const updated = longDate(LEGAL_LAST_UPDATED);

/** A paragraph, or a bulleted list when it is an array. */
export type LegalBlock = string | string[];

export interface LegalSection {
  /** Anchor id, also the key of the in-page contents list. */
  id: string;
  title: string;
  blocks: LegalBlock[];
}

export interface LegalContext {
  brand: string;
  email: string;
  /** Formatted phone number. */
  phone: string;
  /** Full postal address of the head office. */
  address: string;
  /** Public address of the site, e.g. https://www.example.in */
  url: string;
  /** Where disputes go, from the configured registration. */
  courts: Courts;
}

function terms({ brand, email, phone, address, url, courts }: LegalContext): LegalSection[] {
  return [
    {
      id: "acceptance",
      title: "1. Acceptance of these terms",
      blocks: [
        `These terms apply to every enquiry, quotation and move handled by ${brand} ("we", "us"). By accepting a quotation, paying an advance, or letting our crew start packing, you agree to them.`,
        "If a written quotation or contract signed by both sides says something different, that document prevails for that move.",
      ],
    },
    {
      id: "definitions",
      title: "2. Definitions",
      blocks: [
        [
          `"Client" or "you": the person or company that books the move and signs the packing list.`,
          `"Goods": everything handed over to us for packing, storage or transport, including vehicles.`,
          `"Declared value": the value of the goods you write on the packing list or insurance form before loading.`,
          `"Delivery": the moment the goods are unloaded at the address in the quotation, or handed to you or your representative.`,
          `"Quotation": our written, itemised price for the services you asked for.`,
        ],
      ],
    },
    {
      id: "scope",
      title: "3. Scope of services",
      blocks: [
        "We provide only the services named in your quotation, which may include packing, loading, transport, unloading, unpacking, furniture dismantling and refitting, vehicle transport, storage and transit insurance arranged through an insurer.",
        "Work outside the quotation — such as carrying goods up stairs where a lift was promised, extra cartons, or a change of address — is priced and agreed with you before we do it.",
        "We do not carry cash, jewellery, documents of title, firearms, explosives, inflammable liquids, gas cylinders that are not empty, narcotics or any goods banned by Indian law. Please keep valuables with you.",
      ],
    },
    {
      id: "payment",
      title: "4. Quotations and payment",
      blocks: [
        "A quotation is valid for 15 days and is based on the goods seen in the survey. A large change in volume or access may change the price; we tell you the new price before loading.",
        "Unless the quotation says otherwise, an advance is payable on booking and the balance before unloading at the destination. We accept bank transfer, UPI and cards, and issue a GST invoice for every payment.",
        termsChargesClause(url),
      ],
    },
    {
      id: "client-responsibilities",
      title: "5. Client responsibilities",
      blocks: [
        [
          "Give correct addresses, dates, floor numbers and lift availability, and arrange building permissions and parking at both ends.",
          "Be present, or send a representative, at packing and at delivery to check and sign the packing list.",
          "Declare the value of the goods truthfully and point out fragile, antique or high-value items before packing.",
          "For vehicles: hand over the registration certificate and insurance copy, keep the fuel below a quarter of the tank, and remove personal belongings.",
          "Empty, defrost and dry refrigerators, and disconnect appliances, before the crew arrives.",
        ],
      ],
    },
    {
      id: "claims",
      title: "6. Claims and liability",
      blocks: [
        `Any loss or damage must be reported in writing to ${email} within ${CLAIM_WINDOW_HOURS} hours of delivery, with photographs, and noted on the delivery receipt where visible at unloading. Claims reported later cannot be accepted.`,
        `Transit insurance is optional and is arranged with an insurer on your declared value. The premium is usually ${INSURANCE_PREMIUM_RANGE} of the declared value, depending on the route and the kind of goods.`,
        "Our liability for any loss or damage is limited to the lower of the declared value of the affected goods or the insurance cover taken for them. We are not liable for indirect losses such as loss of use or income.",
        "We are not liable for damage to goods packed by you, for the internal working of electrical and electronic items unless there is external damage, or for normal wear such as minor scratches on old furniture.",
      ],
    },
    {
      id: "force-majeure",
      title: "7. Force majeure",
      blocks: [
        "We are not responsible for delay or loss caused by events beyond our reasonable control, including floods, earthquakes, fire, riots, strikes, road closures, government orders, pandemics and war. We will tell you as soon as such an event affects your move and deliver as soon as it is safe to do so.",
      ],
    },
    {
      id: "intellectual-property",
      title: "8. Intellectual property",
      blocks: [
        `The name ${brand}, our logo, the text, illustrations and design of ${url} belong to us. You may share links to our pages, but you may not copy our content or use our name to offer moving services without our written permission.`,
      ],
    },
    {
      id: "changes",
      title: "9. Changes to these terms",
      blocks: [
        `We may update these terms from time to time. The version on this page on the date you accept your quotation applies to your move. Last updated: ${updated}.`,
      ],
    },
    {
      id: "governing-law",
      title: "10. Governing law and jurisdiction",
      blocks: [
        `These terms are governed by the laws of India. Any dispute arising from them or from our services is subject to the exclusive jurisdiction of ${courtsText(courts)}.`,
        `Before going to court, please write to us at ${email}, call ${phone} or visit ${address}; most problems are settled with a phone call.`,
      ],
    },
  ];
}

function privacy({ brand, email, phone, address }: LegalContext): LegalSection[] {
  return [
    {
      id: "information-collected",
      title: "Information we collect",
      blocks: [
        "We collect only what you type into our forms or allow your browser to share:",
        [
          "Quote, estimate and call-back forms: your name, phone number, e-mail address, moving cities, moving date, the service you need and any notes you add.",
          "Contact enquiry form: your name, mobile number, e-mail address and message.",
          "Job applications: your name, e-mail address, phone number and the link to your résumé.",
          "Franchise enquiries: the date, your company name, your name, phone numbers, office address and links to your GST, registration certificate, Aadhaar and PAN documents.",
          "Fraud reports: your name, phone number and, if you give it, your e-mail address; the number, UPI ID or website that used our name, any amount you paid and what happened.",
          "Your location, only if you click 'Add Address' and allow it in your browser: your city, postcode and country.",
        ],
        "The captcha numbers and letters you type are checked in your browser and are never sent to us.",
      ],
    },
    {
      id: "use",
      title: "How we use your information",
      blocks: [
        [
          "To call or e-mail you back about your enquiry, survey and quotation.",
          "To plan and carry out your move, and to send invoices and delivery updates.",
          "To assess job applications and franchise enquiries.",
          "To show your city in the site header, for your own convenience.",
        ],
        "We do not sell or rent your details, and we do not use them for advertising by anyone else.",
      ],
    },
    {
      id: "security",
      title: "How we keep it secure",
      blocks: [
        "Every page and form is served over an encrypted (HTTPS) connection. Form submissions reach our team by e-mail and are seen only by staff who need them to answer you.",
        "We keep enquiry e-mails for up to two years, job applications for one year and franchise documents for as long as the enquiry is open, and then delete them.",
      ],
    },
    {
      id: "electronic-communication",
      title: "Electronic communication",
      blocks: [
        "When you send a form or write to us, you agree that we may answer by phone, SMS, WhatsApp or e-mail about your request. We do not send newsletters or promotional messages unless you ask for them, and you can ask us to stop contacting you at any time.",
      ],
    },
    {
      id: "log-files",
      title: "Log files",
      blocks: [
        "Like most websites, our server records each request: IP address, browser type, the page asked for, the referring page and the time. We use these logs only to keep the site running and secure, and delete them after 90 days.",
        "This site sets no analytics or advertising cookies. Your detected city is kept in your browser's session storage and disappears when you close the tab.",
      ],
    },
    {
      id: "third-parties",
      title: "Third-party services",
      blocks: [
        "Some features are run by other companies, who receive only what that feature needs:",
        [
          "Web3Forms (form-to-email service): delivers the quote, IBA-transporter and insurance quote forms to our inbox.",
          "EmailJS (e-mail service): delivers the call-back, contact enquiry, free estimate, job application and franchise forms to our inbox.",
          "OpenStreetMap Nominatim (geocoder): turns your browser's coordinates into a city, postcode and country, only after you allow location access.",
          "OpenStreetMap (map): shows office maps, loaded only when you click to view a map.",
          "WhatsApp: opens a chat with us when you use the chat button; WhatsApp's own privacy policy then applies.",
        ],
        "Each of these services has its own privacy policy, which we encourage you to read.",
      ],
    },
    {
      id: "consent",
      title: "Your consent",
      blocks: [
        "By using this site and sending a form, you consent to this policy. You may ask us at any time to see, correct or delete the details you have sent us.",
      ],
    },
    {
      id: "updates",
      title: "Updates to this policy",
      blocks: [`We will post any change to this policy on this page. Last updated: ${updated}.`],
    },
    {
      id: "contact",
      title: "Contact us",
      blocks: [
        `Questions about your data or this policy: write to ${email}, call ${phone}, or write to ${brand}, ${address}.`,
      ],
    },
  ];
}

export const termsSections = words("termsSections", terms);
export const privacySections = words("privacySections", privacy);
