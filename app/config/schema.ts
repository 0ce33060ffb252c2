import { z } from "zod";

import { gstinProblem, registrationProblem } from "./identity-formats.ts";

const tenDigits = z.string().regex(/^[6-9]\d{9}$/, "must be a 10-digit Indian mobile number");
const httpsUrl = z.url({ protocol: /^https?$/ });
/** Empty means "the local inbox on the same origin". */
const optionalUrl = z.union([z.literal(""), httpsUrl]);
/** A zod string checked by a function that says what is wrong, so the build error names the problem. */
const checked = (problem: (value: string) => string | null) =>
  z.string().superRefine((value, ctx) => {
    const message = problem(value);
    if (message) ctx.addIssue({ code: "custom", message });
  });
const yearFounded = checked((v) => {
  if (!/^\d{4}$/.test(v)) return "must be a four-digit year";
  const year = Number(v);
  return year >= 1900 && year <= new Date().getFullYear() ? null : "must be between 1900 and this year";
});

/**
 * Every environment variable the build reads, with its fictional default.
 * The README's configuration table is generated from this list, so the two cannot drift.
 */
export const envVars = {
  SITE_URL: {
    schema: httpsUrl,
    fallback: "https://www.sarthimovers.example",
    about: "Public address of the site, used for canonical links and the sitemap",
  },
  BRAND_NAME: {
    schema: z.string().min(2),
    fallback: "Sarthi Packers & Movers",
    about: "Company name shown everywhere",
  },
  PHONE: { schema: tenDigits, fallback: "9830012345", about: "Main phone (10 digits), top bar, call buttons" },
  PHONE_ALT: { schema: tenDigits, fallback: "9830054321", about: "Second phone (10 digits), footer and contact page" },
  WHATSAPP_NUMBER: {
    schema: z.string().regex(/^\d{11,15}$/, "must be digits only, with the country code (e.g. 919830012345)"),
    fallback: "919830012345",
    about: "Chat button number, digits with country code",
  },
  SUPPORT_EMAIL: { schema: z.email(), fallback: "support@sarthimovers.example", about: "Public support e-mail" },
  UPI_ID: {
    schema: z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9._-]{1,255}@[a-z][a-z0-9]{1,63}$/i,
        "must be a UPI ID: name@bank (letters, digits, dot, dash or underscore, then @ and the bank's handle)",
      ),
    fallback: "sarthimovers@examplebank",
    about: "The company's UPI ID for payments (name@bank); /verify lists it and its checker accepts it as ours",
  },
  OFFICE_STREET: {
    schema: z.string().min(3),
    fallback: "3rd Floor, Plot DD-14, Action Area I",
    about: "Head-office street line (the office is in Newtown, Kolkata 700161)",
  },
  RATING_REVIEW_COUNT: {
    schema: z.string().regex(/^[1-9]\d*$/, "must be a whole number of reviews"),
    fallback: "1284",
    about: "How many reviews the 4.9/5 rating is based on, shown beside it",
  },
  RATING_SOURCE: {
    schema: z.string().min(2),
    fallback: "Google",
    about: "Where those reviews were given (e.g. Google), shown as 'from N reviews on {source}'",
  },
  RATING_SOURCE_URL: {
    schema: optionalUrl,
    fallback: "",
    about: "Public page with those reviews; empty shows the source without a link",
  },
  SOCIAL_FACEBOOK: { schema: httpsUrl, fallback: "https://www.facebook.com/", about: "Facebook page" },
  SOCIAL_X: { schema: httpsUrl, fallback: "https://x.com/", about: "X (Twitter) profile" },
  SOCIAL_INSTAGRAM: { schema: httpsUrl, fallback: "https://www.instagram.com/", about: "Instagram profile" },
  SOCIAL_LINKEDIN: { schema: httpsUrl, fallback: "https://www.linkedin.com/", about: "LinkedIn page" },
  FORM_ENDPOINT: {
    schema: optionalUrl,
    fallback: "",
    about:
      "Form-to-email service base URL (Web3Forms contract, e.g. https://api.web3forms.com); empty uses the local inbox",
  },
  FORM_ACCESS_KEY: { schema: z.string().min(1), fallback: "local-inbox-access-key", about: "Form-to-email access key" },
  EMAILJS_ORIGIN: {
    schema: optionalUrl,
    fallback: "",
    about: "E-mail service API origin (e.g. https://api.emailjs.com); empty uses the local inbox",
  },
  EMAILJS_PUBLIC_KEY: { schema: z.string().min(1), fallback: "local-public-key", about: "E-mail service public key" },
  EMAILJS_SERVICE_ID: { schema: z.string().min(1), fallback: "local_service", about: "E-mail service id" },
  EMAILJS_TEMPLATE_CALLBACK: {
    schema: z.string().min(1),
    fallback: "template_callback",
    about: "Template id: call-back requests",
  },
  EMAILJS_TEMPLATE_ENQUIRY: {
    schema: z.string().min(1),
    fallback: "template_enquiry",
    about: "Template id: contact enquiries",
  },
  EMAILJS_TEMPLATE_QUOTE: {
    schema: z.string().min(1),
    fallback: "template_quote",
    about: "Template id: free estimate requests",
  },
  EMAILJS_TEMPLATE_APPLICATION: {
    schema: z.string().min(1),
    fallback: "template_application",
    about: "Template id: job applications",
  },
  EMAILJS_TEMPLATE_FRANCHISE: {
    schema: z.string().min(1),
    fallback: "template_franchise",
    about: "Template id: franchise enquiries",
  },
  EMAILJS_BLOCK_HEADLESS: {
    schema: z.enum(["true", "false"]),
    fallback: "false",
    about: "SDK switch: refuse to send from headless browsers",
  },
  EMAILJS_BLOCK_LIST: {
    schema: z.string(),
    fallback: "",
    about: "SDK switch: comma-separated e-mail addresses to refuse",
  },
  EMAILJS_LIMIT_RATE_MS: {
    schema: z.string().regex(/^\d+$/, "must be a whole number of milliseconds"),
    fallback: "0",
    about: "SDK switch: minimum milliseconds between sends (0 = off)",
  },
  GEOCODER_URL: {
    schema: httpsUrl,
    fallback: "https://nominatim.openstreetmap.org",
    about: "Reverse geocoder base URL (Nominatim contract)",
  },
  LEGAL_NAME: {
    schema: z.string().min(3),
    fallback: "Sarthi Relocations Private Limited",
    about: "Registered legal name: on invoices, consignment notes and the bank account every payment goes to",
  },
  GSTIN: {
    schema: checked(gstinProblem),
    fallback: "19AAKCS4821M1ZT",
    about: "GST number (15 characters; the state code and the check character are verified)",
  },
  COMPANY_REGISTRATION: {
    schema: checked((v) => registrationProblem(v)),
    fallback: "U63090WB2012PTC178245",
    about: "Company CIN (21 characters) or LLPIN (e.g. AAB-1234)",
  },
  IBA_APPROVAL_CODE: {
    schema: z.string().regex(/^[A-Z0-9][A-Z0-9/-]{4,38}[A-Z0-9]$/, "must be 6–40 capital letters, digits, / or -"),
    fallback: "IBA/TRN/KOL/2019/0147",
    about: "Reference of the Indian Banks' Association approval letter",
  },
  YEAR_FOUNDED: { schema: yearFounded, fallback: "2012", about: "Year the company started moving (four digits)" },
  DIRECTOR_NAME: {
    schema: z.string().min(3),
    fallback: "Arindam Sengupta",
    about: "Founder and managing director, named on the about, contact and verify pages",
  },
  FLEET_SIZE: {
    schema: z.string().regex(/^[1-9]\d{0,4}$/, "must be a whole number of vehicles"),
    fallback: "48",
    about: "Number of trucks and carriers the company owns",
  },
  INSURER_PARTNERS: {
    schema: z
      .string()
      .refine((v) => v.split(",").some((s) => s.trim().length > 1), "must name at least one insurer (comma-separated)"),
    fallback: "Bharat Suraksha General Insurance, Ganga Mutual Assurance",
    about: "Insurers that cover goods in transit, comma-separated",
  },
  MAP_URL: { schema: httpsUrl, fallback: "https://www.openstreetmap.org", about: "Map embed origin (OpenStreetMap)" },
  HSTS_MAX_AGE: {
    schema: z.string().regex(/^\d{1,9}$/, "must be a whole number of seconds (0 turns HSTS off)"),
    fallback: "31536000",
    about:
      "How long browsers keep to HTTPS after a visit (Strict-Transport-Security, seconds); sent only when SITE_URL is https, 0 turns it off",
  },
} as const;

export type EnvName = keyof typeof envVars;
