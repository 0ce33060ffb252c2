/**
 * The service pages' words as pages show them, read from content/<language>/<page>.json (schemas/service-pages.ts)
 * when a page is built, with the company's figures put in place of their placeholders.
 */
import type { Locale } from "../config/locales.ts";
import { indianNumber } from "../config/numbers.ts";
import { premiumIn } from "./charges.ts";
import { RATING, REPLY_MINUTES, YEARS_IN_BUSINESS } from "./facts.ts";
import { CLAIM_WINDOW_HOURS } from "./guarantee.ts";
import type { PriceTableData } from "./prices/types.ts";
import type { ContentOf } from "./schemas/index.ts";
import type {
  CONCERNS,
  ServiceFigure,
  servicePageCollections,
  ServicePageContent,
} from "./schemas/service-pages.ts";

export type { ServicePageContent, ServicePageWords } from "./schemas/service-pages.ts";

/** The seven service pages the one template draws, by their addresses (their files' names). */
export const SERVICE_PAGES = [
  "home-shifting",
  "vehicle-shifting",
  "office-relocation",
  "warehousing",
  "local-shifting",
  "defence-relocation",
  "fine-arts-relocation",
] as const;
export type ServicePageKind = (typeof SERVICE_PAGES)[number];

/** A page of the service pages' kinds (its address without the slash). */
export type ServiceContentKind = keyof typeof servicePageCollections;

export type ServiceCard = ContentOf<"our-services">["cards"][number];
export type PackingContent = ContentOf<"packing">;
type IbaContent = ContentOf<"iba-approved-transporter">;
/** A card of a title and a sentence under an icon (a benefit, a kind of cover). */
export type BenefitCard = IbaContent["benefits"][number];
/** Which worry a concern answers, by which it has its icon. */
export type ConcernKind = (typeof CONCERNS)[number];
export type Concern = ContentOf<"home-shifting">["concerns"][number];
export type InfoPanel = ContentOf<"home-shifting">["idealTime"];

/** A service page's words and price tables in the page's language, as its sections show them. */
export interface ShownServicePage extends Omit<ServicePageContent, "prices"> {
  /** The page's address. */
  path: string;
  prices?: Omit<NonNullable<ServicePageContent["prices"]>, "tables"> & { tables: PriceTableData[] };
}

/**
 * How many tips the packing guide gives (content/<language>/packing.json holds exactly these): its heading and
 * description say the number in words.
 */
export const PACKING_TIP_COUNT = 9;

/**
 * Each figure as a page writes it, the same in every language (Latin digits, as every page writes numbers); the
 * premium is the extra charges' (content/en/charges.json).
 */
export const figuresIn = async (locale: Locale, dir?: string): Promise<Record<ServiceFigure, string>> => ({
  years: indianNumber(YEARS_IN_BUSINESS),
  rating: indianNumber(RATING, 1),
  reply: String(REPLY_MINUTES),
  claimHours: String(CLAIM_WINDOW_HOURS),
  premium: (await premiumIn(locale, dir)).premium,
});

/**
 * `value` with every `{figure}` of its texts written out; the first text that names no figure is returned as a
 * problem with its path, for the caller to refuse.
 */
export function filled<T>(value: T, figures: Readonly<Record<string, string>>, path: string, problems: string[]): T {
  if (typeof value === "string")
    return value.replace(/\{([^{}]*)\}/g, (whole, name: string) => {
      if (name in figures) return figures[name]!;
      problems.push(`${path}: '{${name}}' is none of the figures ${Object.keys(figures).join(", ")}`);
      return whole;
    }) as T;
  if (Array.isArray(value)) return value.map((v, i) => filled(v, figures, `${path}[${i}]`, problems)) as T;
  if (typeof value === "object" && value !== null)
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, filled(v, figures, path ? `${path}.${k}` : k, problems)]),
    ) as T;
  return value;
}

/** A service page's words in `locale`, with its figures; `dir` is the content folder (a test's copy). */
export async function serviceContentIn<K extends ServiceContentKind>(
  kind: K,
  locale: Locale,
  dir?: string,
): Promise<ContentOf<K>> {
  const { readContent, ContentError, CONTENT_DIR } = await import("./read.ts");
  const problems: string[] = [];
  // The English file's schema refuses an unknown placeholder; a language's file is checked here, as it is filled.
  const content = filled(await readContent(kind, locale, dir), await figuresIn(locale, dir), "", problems);
  if (problems.length > 0) throw new ContentError(`${dir ?? CONTENT_DIR}/${locale}/${kind}.json`, problems);
  return content;
}
