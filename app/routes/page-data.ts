import type { GuaranteeData } from "~/components/component-words";
import { localeOf } from "~/config/locales";
import type { CalendarData } from "~/content/calendar";
import type { BrandNames } from "~/content/company";
import type { ComponentFacts } from "~/content/components";
import type { FormWords, PageForm } from "~/content/forms";
import { imageUrl, type InlinePicture } from "~/content/images";
import type { PageFacts } from "~/content/pages";
import type {
  ServiceContentKind,
  ServicePageContent,
  ServicePageKind,
  ShownServicePage,
} from "~/content/service-content";
import type { fieldTextsOf } from "~/forms/page-forms";

/**
 * What the routes' loaders share (docs/decisions/page-data.md). A loader runs at build time, so what it imports
 * here (the records, a language's content) is imported when it runs, and no page's code bundles it.
 */

/** The language of the page a loader is asked for, from its URL. */
export const localeOfRequest = (request: Request) => localeOf(new URL(request.url).pathname);

/** The calendar of the page's language (content/<language>/calendar.json), for a page that shows a date. */
export async function pageCalendar(request: Request): Promise<CalendarData> {
  const { calendarIn } = await import("~/content/calendar");
  return { calendar: await calendarIn(localeOfRequest(request)) };
}

/** The safety guarantee's words and terms (content/<language>/guarantee.json), for a page that shows it. */
export async function pageGuarantee(request: Request): Promise<GuaranteeData> {
  const { guaranteeIn } = await import("~/content/components");
  return { guarantee: await guaranteeIn(localeOfRequest(request)) };
}

/**
 * The words of the forms a page shows beyond the pop-ups (content/<language>/forms.json) and the texts of their
 * fields, with those of the fields of `more` (a form whose words are its page's), as its data: a page carries only
 * what it shows.
 */
export async function pageForms(
  request: Request,
  forms: readonly PageForm[],
  more?: Parameters<typeof fieldTextsOf>[1],
): Promise<{ forms: FormWords }> {
  const [{ formsIn, pageFormWords }, { fieldTextsOf }] = await Promise.all([
    import("~/content/forms"),
    import("~/forms/page-forms"),
  ]);
  return { forms: pageFormWords(await formsIn(localeOfRequest(request)), forms, fieldTextsOf(forms, more)) };
}

/**
 * The company's facts the simple pages' words name (app/content/schemas/pages.ts), as the page's language writes
 * them: its name and figures, the reply time and the phones' and the office's hours.
 */
export async function pageFacts(request: Request): Promise<PageFacts> {
  const locale = localeOfRequest(request);
  const [{ site }, { indianNumber }, facts, { CLAIM_WINDOW_HOURS }, { namesIn, spelledTime }] = await Promise.all([
    import("~/config/site"),
    import("~/config/numbers"),
    import("~/content/facts"),
    import("~/content/guarantee"),
    import("~/content/names"),
  ]);
  const { OFFICE_HOURS, PHONE_HOURS } = facts;
  // The times as the language writes them (content/<language>/names.json); the open days in English only, which
  // the other languages write in their words.
  const names = await namesIn(locale);
  const time = (t: string) => spelledTime(names, t);
  const openDays = locale === "en" ? { phone: PHONE_HOURS.days, office: OFFICE_HOURS.days } : undefined;
  const hours = (h: { opens: string; closes: string }) => `${time(h.opens)} – ${time(h.closes)}`;
  return {
    brand: site.brand,
    years: indianNumber(facts.YEARS_IN_BUSINESS),
    families: indianNumber(facts.FAMILIES_MOVED),
    rating: indianNumber(facts.RATING, 1),
    reply: String(facts.REPLY_MINUTES),
    ...(openDays && { phoneDays: openDays.phone, officeDays: openDays.office }),
    phoneHours: hours(PHONE_HOURS),
    phoneOpens: time(PHONE_HOURS.opens),
    phoneCloses: time(PHONE_HOURS.closes),
    officeHours: hours(OFFICE_HOURS),
    claimHours: String(CLAIM_WINDOW_HOURS),
  };
}

/**
 * The company's facts the shared components' words name (app/content/schemas/components.ts), as the page's
 * language writes them, and the founder's name as its script spells it (content/<language>/names.json).
 */
export async function componentFacts(request: Request): Promise<{ facts: ComponentFacts; directorName: string }> {
  const locale = localeOfRequest(request);
  const [facts, { site }, { indianNumber }, { GST }, { OFFICE_HOURS, PHONE_HOURS }, { namesIn, spelledName }] =
    await Promise.all([
      pageFacts(request),
      import("~/config/site"),
      import("~/config/numbers"),
      import("~/content/gst"),
      import("~/content/facts"),
      import("~/content/names"),
    ]);
  const directorName = spelledName(await namesIn(locale), "DIRECTOR_NAME", site.identity.director);
  return {
    facts: {
      years: facts.years,
      reply: facts.reply,
      phoneHours: facts.phoneHours,
      officeHours: facts.officeHours,
      // English says the open days from the facts; a language writes them in its words (schemas/components.ts).
      ...(locale === "en" && { phoneDaysShort: PHONE_HOURS.daysShort, officeDaysShort: OFFICE_HOURS.daysShort }),
      reviews: indianNumber(site.rating.reviewCount),
      percent: String(GST.percent),
      count: String(site.identity.fleetSize),
    },
    directorName,
  };
}

/** The company's name from the site configuration, which the pages' words name as `{brand}`. */
export async function brandNames(): Promise<BrandNames> {
  const { site } = await import("~/config/site");
  return { brand: site.brand };
}

/**
 * The most a picture may weigh to travel in a page: every byte of it is in the HTML the first paint waits for, and
 * the loader's data repeats it.
 */
const INLINE_PICTURE_MAX_BYTES = 12 * 1024;

/**
 * An AVIF's bytes as a picture the page carries: none when they are heavier than a first paint should wait for (a
 * photograph dropped into the slot), and the page then shows the files, as every other picture does.
 */
export function inlineAvif(bytes: Uint8Array, width: number): InlinePicture | undefined {
  if (bytes.length > INLINE_PICTURE_MAX_BYTES) return undefined;
  return { src: `data:image/avif;base64,${Buffer.from(bytes).toString("base64")}`, width };
}

/**
 * The width of a first-screen picture's AVIF that phones and tablets show from the page itself: what a phone picks
 * for 92 % of its width at twice its pixel density or less (800 px covers a 412 px wide screen at 1.75,
 * Lighthouse's phone). Sharper screens show it at up to 2.2 times, still sharp for a drawing or a photo, rather than
 * wait for a larger file.
 */
export const PHONE_HERO_WIDTH = 800;

/**
 * A slot's AVIF at `width` to travel in the page's HTML, read from what the image pipeline wrote
 * (scripts/images.ts, run before every build) when the page is pre-rendered. None where the pipeline has not run
 * (a unit test calling the loader): the picture is then the files'.
 */
export async function inlinePicture(slot: string, width: number): Promise<InlinePicture | undefined> {
  const { readFile } = await import("node:fs/promises");
  const file = `public${imageUrl(slot, width, "avif")}`;
  const bytes = await readFile(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return undefined;
    throw error;
  });
  return bytes && inlineAvif(bytes, width);
}

/**
 * A legal page's words (content/<language>/<page>.json) and its text (the terms or the privacy policy, legal.json)
 * in the page's language, with the site's details, the courts named in the language's names of the places and the
 * date in its months.
 */
export async function legalPageData(request: Request, page: "terms-and-conditions" | "privacy-policy") {
  const locale = localeOfRequest(request);
  const [{ legalIn }, { legalContext }, { courtsPlace }, { citiesIn }] = await Promise.all([
    import("~/content/legal"),
    import("~/sections/legal/legal-context"),
    import("~/content/facts"),
    import("~/content/cities"),
  ]);
  const cities = await citiesIn(locale);
  const context = legalContext(cities.english.headOffice);
  const { calendar } = await pageCalendar(request);
  const texts = await (async () => {
    if (locale === "en") return legalIn(locale, context, courtsPlace(context.courts), calendar);
    const { courtsIn } = await import("~/content/courts");
    return legalIn(locale, context, courtsIn(context.courts, cities, locale), calendar);
  })();
  const { terms, privacy, updated, document } = texts;
  const { pageWordsIn } = await import("~/content/pages");
  return {
    content: await pageWordsIn(page, locale, await pageFacts(request)),
    sections: page === "privacy-policy" ? privacy : terms,
    updated,
    document,
    calendar,
  };
}

/** The network block's words in the page's language (content/<language>/network.json), for a page that shows it. */
export async function networkBlockData(request: Request) {
  const { networkBlockWordsIn } = await import("~/content/network");
  return { networkBlock: await networkBlockWordsIn(localeOfRequest(request)) };
}

/** How many reviews a page's 'Happy clients' block shows. */
const REVIEWS_SHOWN = 3;

/**
 * The reviews a page shows, about its `service` first, in the page's language: these few, not the list, with the
 * calendar their dates are written in.
 */
async function pageTestimonials(request: Request, service: string) {
  const { pickTestimonials, testimonialsIn } = await import("~/content/testimonials");
  return {
    testimonials: pickTestimonials(await testimonialsIn(localeOfRequest(request)), service, REVIEWS_SHOWN),
    ...(await pageCalendar(request)),
  };
}

/**
 * A service page's content in the page's language (content/<language>/<page>.json), with its price tables, the
 * template's words, and the reviews, the questions and the network block it shows.
 */
export async function servicePageData(request: Request, kind: ServicePageKind) {
  const locale = localeOfRequest(request);
  const { serviceContentIn } = await import("~/content/service-content");
  const { prices, ...rest }: ServicePageContent = await serviceContentIn(kind, locale);
  const content: ShownServicePage = { ...rest, path: `/${kind}` };
  if (prices) {
    const { priceTablesOf } = await import("~/content/prices/tables");
    const tables = await priceTablesOf(locale, ...prices.tables);
    content.prices = { ...prices, tables: prices.tables.map((table) => tables[table]) };
  }
  const { faqsIn } = await import("~/content/faqs");
  return {
    content,
    // The words the seven pages' template writes around the page's own (content/<language>/service-page.json).
    template: await serviceContentIn("service-page", locale),
    // Phones see the page's picture in the hero, from the page itself.
    heroPicture: await inlinePicture(content.image, PHONE_HERO_WIDTH),
    ...(await pageTestimonials(request, content.path)),
    faqs: await faqsIn(locale),
    ...(await networkBlockData(request)),
    ...(await pageGuarantee(request)),
    ...(await pageForms(request, ["quoteCard"])),
  };
}

/** A page's content (content/<language>/<page>.json) in the page's language. */
export async function pageContentData<K extends ServiceContentKind>(request: Request, kind: K) {
  const { serviceContentIn } = await import("~/content/service-content");
  return { content: await serviceContentIn(kind, localeOfRequest(request)) };
}

/** The insurance or IBA page's content and words in the page's language, with the reviews and the network block it shows. */
export async function guidePageData<K extends "iba-approved-transporter" | "goods-insurance">(
  request: Request,
  kind: K,
) {
  const { serviceContentIn } = await import("~/content/service-content");
  return {
    content: await serviceContentIn(kind, localeOfRequest(request)),
    // The IBA page shows the guarantee; the insurance page does not.
    ...(kind === "iba-approved-transporter" ? await pageGuarantee(request) : {}),
    ...(await pageTestimonials(request, `/${kind}`)),
    ...(await pageForms(request, [kind === "goods-insurance" ? "insuranceQuote" : "ibaQuote"])),
    ...(await networkBlockData(request)),
  };
}
