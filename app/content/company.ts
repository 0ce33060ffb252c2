/**
 * The company pages' words as the pages show them, read from content/<language>/about.json, process.json and
 * verify.json (schemas/company.ts) when a page is built: the company's figures and the site's details are put in
 * place of their placeholders, and the About page's counters get their figures.
 */
import type { Locale } from "../config/locales.ts";
import { indianNumber } from "../config/numbers.ts";
import { CITIES_SERVED, FAMILIES_MOVED, SUCCESS_RATE, YEARS_IN_BUSINESS } from "./facts.ts";
import type { CompanyFigure, PageName, VerifyDetail } from "./schemas/company.ts";
import type { ContentOf, Kind } from "./schemas/index.ts";
import type { StepsContent } from "./schemas/steps.ts";

/** The site's details the /verify texts name (schemas/company.ts VERIFY_DETAILS), from the site configuration. */
export type VerifyContext = Record<VerifyDetail, string>;

/** A counter of the About page: the figure it counts up to, its sign and what it counts. */
export interface Counter {
  id: string;
  value: number;
  suffix: "+" | "%";
  label: string;
}

/** Each counter's figure and sign, by the counter's id (SPEC §9: 10+ years, 5000+ families, 100+ cities, 99%). */
const COUNTERS: Record<string, Omit<Counter, "id" | "label">> = {
  years: { value: YEARS_IN_BUSINESS, suffix: "+" },
  families: { value: FAMILIES_MOVED, suffix: "+" },
  cities: { value: CITIES_SERVED, suffix: "+" },
  success: { value: SUCCESS_RATE, suffix: "%" },
};

/** `kind` in `locale` with its placeholders filled from `values`; a name that is none of them stops the build. */
async function filledIn<K extends Kind>(
  kind: K,
  locale: Locale,
  values: Readonly<Record<string, string>>,
  dir?: string,
): Promise<ContentOf<K>> {
  const [{ readContent, ContentError, CONTENT_DIR }, { filled }] = await Promise.all([
    import("./read.ts"),
    import("./service-content.ts"),
  ]);
  const problems: string[] = [];
  // The English file's schema refuses an unknown placeholder; a language's file is checked here, as it is filled.
  const content = filled(await readContent(kind, locale, dir), values, "", problems);
  if (problems.length > 0) throw new ContentError(`${dir ?? CONTENT_DIR}/${locale}/${kind}.json`, problems);
  return content;
}

/** The company's figures the words may name, written as a service page writes them, and the cities served. */
async function figuresOf(locale: Locale, dir?: string): Promise<Record<CompanyFigure, string>> {
  const [{ figuresIn }, { COMPANY_FIGURES }] = await Promise.all([
    import("./service-content.ts"),
    import("./schemas/company.ts"),
  ]);
  const figures: Record<string, string> = { ...(await figuresIn(locale, dir)), cities: String(CITIES_SERVED) };
  return Object.fromEntries(COMPANY_FIGURES.map((f) => [f, figures[f]!])) as Record<CompanyFigure, string>;
}

/** The company's name from the site configuration (the route's loader gives it). */
export interface BrandNames {
  brand: string;
}

/**
 * What the About and process pages' own words name, written out: the figures, the families moved and the company's
 * name; `{tab}` stays for the page, which fills it for each tab.
 */
async function pageNamesOf(locale: Locale, names: BrandNames, dir?: string) {
  const values: Record<PageName, string> = {
    ...(await figuresOf(locale, dir)),
    families: indianNumber(FAMILIES_MOVED),
    ...names,
  };
  return { ...values, tab: "{tab}" };
}

export type AboutContent = Omit<ContentOf<"about">, "counters"> & { counters: Counter[] };

/**
 * The About page's words in `locale`, its counters with their figures, and the company's name as `names` write it
 * (the loader's: this module reads no site configuration, as cities.ts); `dir` is the content folder (a test's
 * copy).
 */
export async function aboutIn(locale: Locale, names: BrandNames, dir?: string): Promise<AboutContent> {
  const content = await filledIn("about", locale, await pageNamesOf(locale, names, dir), dir);
  return { ...content, counters: content.counters.map((c) => ({ ...c, ...COUNTERS[c.id]! })) };
}

/** A step of a move: its title and sentence (steps.json), and what /process tells of it (process.json). */
export type MoveStep = StepsContent["steps"][number] & ContentOf<"process">["steps"][number];
export type TrustReason = ContentOf<"process">["reasons"][number];
export type ProcessContent = Omit<ContentOf<"process">, "steps"> & { steps: MoveStep[] };

/** The steps of a move in `locale`, each its title and sentence, as the home, About and process pages tell them. */
export async function stepsIn(locale: Locale, dir?: string) {
  const { readContent } = await import("./read.ts");
  return (await readContent("steps", locale, dir)).steps;
}

/**
 * The steps of a move, in the order of steps.json, each with what /process tells of it, and the reasons to trust us
 * in `locale`, with the company's figures. A step that process.json does not tell, or tells of a step that
 * steps.json lacks, stops the build, naming the file.
 */
export async function processIn(locale: Locale, names: BrandNames, dir?: string): Promise<ProcessContent> {
  const [steps, process, { ContentError, CONTENT_DIR }] = await Promise.all([
    stepsIn(locale, dir),
    filledIn("process", locale, await pageNamesOf(locale, names, dir), dir),
    import("./read.ts"),
  ]);
  const file = `${dir ?? CONTENT_DIR}/${locale}/process.json`;
  const told = new Map(process.steps.map((s) => [s.id, s]));
  const problems = [
    ...steps.filter((s) => !told.has(s.id)).map((s) => `steps: the step '${s.id}' of steps.json is not told`),
    ...process.steps
      .filter((s) => !steps.some((step) => step.id === s.id))
      .map((s) => `steps: '${s.id}' is none of the steps of steps.json`),
  ];
  if (problems.length > 0) throw new ContentError(file, problems);
  return { ...process, steps: steps.map((s) => ({ ...s, ...told.get(s.id)! })) };
}

export type VerifyContent = ContentOf<"verify">;

/**
 * The /verify page's words in `locale`, with the site's details in `context`; the parts its sentences draw (a link,
 * a value in bold) stay for the page.
 */
export async function verifyIn(locale: Locale, context: VerifyContext, dir?: string): Promise<VerifyContent> {
  const { VERIFY_PARTS } = await import("./schemas/company.ts");
  const parts = Object.fromEntries(VERIFY_PARTS.map((p) => [p, `{${p}}`]));
  return filledIn("verify", locale, { ...context, ...parts }, dir);
}
