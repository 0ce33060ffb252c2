import { isRouteErrorResponse } from "react-router";

import { BookSurveyLink } from "~/components/book-survey-link";
import { useComponentWords } from "~/components/component-words";
import { deferred } from "~/components/deferred";
import { PageHero } from "~/components/page-hero";
import { localePath } from "~/config/locales";
import { formatPhone, site, telHref } from "~/config/site";
import { atHeadOffice, type City, cityAddress, cityEmail } from "~/content/cities/city";
import { cityImageId } from "~/content/images";
import { cityPath } from "~/content/places";
import type { ChatHandle } from "~/hooks/use-chat-href";
import { unknownCityWordsAmong } from "~/hooks/use-unknown-city-words";
import { cityFacts } from "~/lib/hero-facts";
import type { JsonLd } from "~/lib/seo";
import { branchJsonLd } from "~/lib/structured-data";
import { CityNotFound } from "~/sections/network/city-not-found";
import { QuoteButton } from "~/sections/network/quote-button";

import type { Route } from "./+types/network-city";
import { inlinePicture, localeOfRequest, pageCalendar, PHONE_HERO_WIDTH } from "./page-data";
import { localeMeta } from "./page-meta";

/*
 * Below the hero the page is pre-rendered in full, but its code loads at the visitor's first scroll or input, as on
 * the home and service pages (docs/decisions/javascript-budget.md): the page hydrates its first screen only.
 */
const sections = () => import("~/sections/network/city-sections");
const CityIntro = deferred(() => sections().then((m) => m.CityIntro));
const CityBenefits = deferred(() => sections().then((m) => m.CityBenefits));
const CityPracticalities = deferred(() => sections().then((m) => m.CityPracticalities));
const CityPrices = deferred(() => sections().then((m) => m.CityPrices));
const CityOffice = deferred(() => sections().then((m) => m.CityOffice));
const CityVerifyNote = deferred(() => sections().then((m) => m.CityVerifyNote));
const CityTestimonials = deferred(() => sections().then((m) => m.CityTestimonials));
const CityServices = deferred(() => sections().then((m) => m.CityServices));

/** A city page's record: the head office's with the configured address and phone. */
export const pageCity = (city: City | undefined) => city && atHeadOffice(city, site.office, site.phone);
/** The head office answers its own mail; a branch has its own mailbox. */
export const officeEmail = (city: City) => (city.headOffice ? site.email : cityEmail(city, site.email));

/**
 * The city of the URL in the page's language, read at build time from the cities file: the page's HTML and data
 * carry this one city, and the browser's code none of the file. An unknown city (the pre-rendered
 * /network/__not-found) lists the branches of every page's data (usePlaces) instead.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const { citiesIn, cityInFormIn, findCity, withHeadOfficeReviews } = await import("~/content/cities");
  const { content, english: englishPages } = await citiesIn(locale);
  const english = pageCity(findCity(params.cityName, englishPages.pages));
  const city = await withHeadOfficeReviews(
    pageCity(findCity(params.cityName, content.pages)),
    locale,
    english?.name ?? "",
  );
  if (!english || !city) return notFound;
  const { cityPageWordsIn } = await import("~/content/network-city");
  const { priceTablesIn } = await import("~/content/prices/tables");
  const { cityPagePrices } = await import("~/content/prices/city-prices");
  return {
    city,
    // What the chat's message says "in <city>" with.
    cityIn: (await cityInFormIn(locale, city.slug))!,
    cityWords: await cityPageWordsIn(locale, city, formatPhone(city.phone)),
    // Phones see the city's drawing in the hero, from the page itself.
    heroPicture: await inlinePicture(cityImageId(city.slug), PHONE_HERO_WIDTH),
    prices: cityPagePrices((await priceTablesIn(locale)).tables, english.slug, english.transit?.km),
    // The office's postal line as the post writes it, from the English record, whatever the page's language.
    postalAddress: cityAddress(english),
    // Plain data on its way: the schema's types are too deep for the loader data's serialised type.
    jsonLd: branchJsonLd(english, localePath(cityPath(city.slug), locale), officeEmail(city)) as object,
    // The reviews' dates.
    ...(await pageCalendar(request)),
  };
}

/**
 * In the app, only the pre-rendered cities have data to fetch: an unknown one (a mistyped link followed in the app)
 * has none, the server answering 404, and its page lists the cities every page's data carries.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  try {
    return await serverLoader();
  } catch (error) {
    if (isRouteErrorResponse(error) && error.status === 404) return notFound;
    throw error;
  }
}

/** The unknown city's data: none but the mark; its page's words and branches are every page's data (the layout's). */
const notFound = { notFound: true } as const;

/** A city that has no page gets the plain greeting. */
export const handle: ChatHandle = {
  chat: ({ data }) => {
    const found = data as Route.ComponentProps["loaderData"] | undefined;
    return found && "city" in found ? { kind: "city", name: found.city.name, nameIn: found.cityIn } : undefined;
  },
};

export const meta: Route.MetaFunction = (args) =>
  localeMeta(args, () => {
    const found = args.loaderData;
    if (!found || !("city" in found)) {
      const w = unknownCityWordsAmong(args.matches)!;
      return { title: w.title, description: w.description, noindex: true };
    }
    const { city, cityWords, jsonLd } = found;
    return {
      title: cityWords.hero.title,
      description: cityWords.hero.description,
      path: cityPath(city.slug),
      jsonLd: [jsonLd as JsonLd],
    };
  });

export default function NetworkCity({ loaderData }: Route.ComponentProps) {
  const factWords = useComponentWords("heroFacts");
  if (!("city" in loaderData)) return <CityNotFound />;
  const { city, cityWords: w, postalAddress, prices } = loaderData;
  return (
    <>
      <PageHero
        eyebrow={w.hero.eyebrow}
        title={w.hero.title}
        image={cityImageId(city.slug)}
        inline={loaderData.heroPicture}
        facts={cityFacts(city, prices, factWords)}
        actions={
          <>
            <QuoteButton />
            <a href={telHref(city.phone)} className="btn-ghost">
              {w.hero.call}
            </a>
            <BookSurveyLink city={city.slug} className="btn-ghost" />
          </>
        }
      >
        <p>{city.tagline}</p>
      </PageHero>
      <CityIntro city={city} words={w.intro} />
      <CityBenefits city={city} words={w.benefits} />
      <CityPracticalities city={city} words={w.practicalities} />
      <CityPrices prices={prices} words={w.prices} />
      <CityOffice city={city} address={postalAddress} words={w.office} />
      <CityVerifyNote words={w.verify} />
      <CityTestimonials city={city} words={w.testimonials} />
      <CityServices words={w.services} />
    </>
  );
}
