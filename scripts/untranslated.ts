import type { SiteConfig } from "../app/config/types.ts";

/**
 * Finds English left on a translated page: runs of two or more Latin-script words that are not on the allow list of
 * words the translated pages keep in Latin letters (docs/hindi-glossary.md, docs/bengali-glossary.md: BHK, IBA,
 * GST, product and app names …). Any other script's letters end a run.
 * E-mail, UPI and web addresses are removed first, and so are the `kept` texts: what is the same in every language
 * because it is a name or a record (the brand, the legal name, the registered address, registration numbers).
 * Digits and signs are not words.
 */
export const KEPT_IN_LATIN = [
  // docs/hindi-glossary.md "Kept in Latin script"
  "BHK",
  "IBA",
  "GST",
  "AC",
  "TV",
  "LED",
  "km",
  "cu",
  "ft",
  "Tata",
  "Ace",
  // Papers and payment systems, written so on the cards and apps themselves
  "UPI",
  "ID",
  "PAN",
  "CV",
  "PSU",
  "CCTV",
  "LR",
  "GSTIN",
  "CIN",
  "LLPIN",
  "PIN",
  // Products and apps, and the makes and models of vehicles as their badges write them
  "Gmail",
  "Yahoo",
  "Hyundai",
  "Creta",
  "Maruti",
  "Swift",
  "Royal",
  "Enfield",
  "Honda",
  "Activa",
  "Google",
  "Drive",
  "Dropbox",
  "OneDrive",
  "Facebook",
  "Instagram",
  "WhatsApp",
  "YouTube",
  "LinkedIn",
  "OpenStreetMap",
  "Nominatim",
  "SMS",
  "X",
  // The language switch names English in English.
  "English",
];

const ADDRESS = /\b[\w.+-]+@[\w-]+(?:\.[\w-]+)*\b|\bhttps?:\/\/\S+|\b[\w-]+(?:\.[\w-]+)*\.(?:com|in|example|org)\b\S*/g;
const TOKEN = /[A-Za-z][A-Za-z0-9’'-]*|[\p{L}\p{M}]+|\d[\d,.:/–-]*/gu;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The English runs in `text`, each as the words it is made of. */
export function untranslatedRuns(text: string, kept: readonly string[] = []): string[] {
  const allowed = new Set(KEPT_IN_LATIN);
  let rest = text.replace(ADDRESS, " ");
  // Longest first, so a legal name goes whole before the brand inside it; any case (the logo shows capitals).
  for (const k of [...kept].filter(Boolean).sort((a, b) => b.length - a.length))
    rest = rest.replace(new RegExp(escape(k), "gi"), " ");
  const runs: string[] = [];
  for (const line of rest.split(/\n+/)) {
    let run: string[] = [];
    const end = () => {
      if (run.length >= 2 && run.some((word) => !allowed.has(word.replace(/-+$/, "")))) runs.push(run.join(" "));
      run = [];
    };
    // A kept word is part of a run, not its end: "IBA Approved" is English beside a kept name.
    for (const [token] of line.matchAll(TOKEN)) {
      if (/^[A-Za-z]/.test(token)) run.push(token);
      else if (!/^\d/.test(token)) end();
    }
    end();
  }
  return runs;
}

/**
 * The company's names and records, written the same on Hindi pages as on the registers and the post (docs/
 * hindi-glossary.md): the brand, the legal name, the office's postal address, the director and the numbers.
 */
export const recordsOf = (site: SiteConfig): string[] => [
  site.brand,
  // The logo's two lines (app/components/logo.tsx): the first word, and the rest in capitals.
  ...site.brand.split(" "),
  site.identity.legalName,
  site.identity.director,
  site.identity.gstin,
  site.identity.registration,
  site.identity.ibaCode,
  ...site.identity.insurers,
  site.office.street,
  site.office.locality,
  site.office.city,
  site.office.state,
  site.office.country,
];
