/**
 * The Terms and Conditions and the Privacy Policy as their pages show them, read from content/<language>/legal.json
 * (schemas/legal.ts) when a page is built: each section's Markdown as paragraphs and lists, with the site's details,
 * the courts of its registration, the claim window, the premium, the date and the extra charges put in place of
 * their placeholders.
 */
import type { Locale } from "../config/locales.ts";
import { type CalendarWords, longDate } from "./calendar.ts";
import { premiumIn } from "./charges.ts";
import { type Courts, type CourtsPlace, courtsText } from "./facts.ts";
import { CLAIM_WINDOW_HOURS } from "./guarantee.ts";
import { filled } from "./placeholders.ts";
import type { LegalBlock, LegalContent } from "./schemas/legal.ts";

export type { LegalBlock } from "./schemas/legal.ts";

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

export interface LegalTexts {
  /** The day the texts took effect ("2025-06-01"). */
  updated: string;
  /** The words around the texts. */
  document: LegalContent["document"];
  terms: LegalSection[];
  privacy: LegalSection[];
}

/**
 * Both texts in `locale`: `place` names the courts' state and city in the language, `calendar` writes the date
 * (content/<language>/calendar.json); `dir` is the content folder (a test's copy).
 */
export async function legalIn(
  locale: Locale,
  context: LegalContext,
  place: CourtsPlace,
  calendar: CalendarWords,
  dir?: string,
): Promise<LegalTexts> {
  const [{ readContent, ContentError, CONTENT_DIR }, { blocksOf, LEGAL_PLACEHOLDERS }, { placeholderProblem }] =
    await Promise.all([import("./read.ts"), import("./schemas/legal.ts"), import("./schemas/fields.ts")]);
  const content: LegalContent = await readContent("legal", locale, dir);
  const { premium, ids } = await premiumIn(locale, dir);
  // The terms name every published charge: one the office adds to the charges file needs its name here too.
  const unnamed = ids.find((id) => !content.charges.names.some((charge) => charge.id === id));
  if (unnamed)
    throw new ContentError(`${dir ?? CONTENT_DIR}/${locale}/legal.json`, [
      `charges.names: the charge '${unnamed}' of charges.json has no name`,
    ]);
  const names = content.charges.names.map((charge) => charge.name);
  const values: Record<(typeof LEGAL_PLACEHOLDERS)[number], string> = {
    brand: context.brand,
    email: context.email,
    phone: context.phone,
    address: context.address,
    url: context.url,
    courts: courtsText(content.courts, place),
    claimHours: String(CLAIM_WINDOW_HOURS),
    premium,
    updated: longDate(content.updated, calendar),
    charges: `${names.slice(0, -1).join(", ")} ${content.charges.and} ${names.at(-1)}`,
  };
  // The English file's schema checks its bodies; a language's file is checked here, as it is filled.
  const sections = (list: LegalContent["terms"]) =>
    list.map(({ id, title, body }) => {
      const parsed = blocksOf(body);
      const problem = "problem" in parsed ? parsed.problem : placeholderProblem(body, LEGAL_PLACEHOLDERS);
      if (problem || "problem" in parsed)
        throw new ContentError(`${dir ?? CONTENT_DIR}/${locale}/legal.json`, [`the section '${id}': ${problem}`]);
      const blocks = parsed.blocks.map((block) =>
        typeof block === "string" ? filled(block, values) : block.map((item) => filled(item, values)),
      );
      return { id, title, blocks };
    });
  return {
    updated: content.updated,
    document: content.document,
    terms: sections(content.terms),
    privacy: sections(content.privacy),
  };
}
