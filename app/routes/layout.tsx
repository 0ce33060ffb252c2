import { useLocation } from "react-router";

import type { ComponentWordsData, DirectorData } from "~/components/component-words";
import { SiteLayout } from "~/components/layout/site-layout";
import { ImageAltsContext, LocalMoveFrom } from "~/components/layout-data";
import { type Locale, localeOf, localeTable } from "~/config/locales";
import type { FormWords } from "~/content/forms";
import type { ImageAlts } from "~/content/image-alts";
import { keepPluralForms, type PluralForms, pluralForms } from "~/content/plurals";
import type { PlacesData } from "~/hooks/use-places";
import type { UnknownCityData } from "~/hooks/use-unknown-city-words";
import type { LayoutWordsData } from "~/i18n/strings";

import type { Route } from "./+types/layout";
import { componentFacts, localeOfRequest } from "./page-data";

/**
 * The cities every page lists (~/content/places), the cheapest local move the heroes quote, the pictures' alt
 * texts, the layout's words (~/content/layout), its script's font, its language's plural forms (so that the page's
 * counts ask no `Intl` in the browser) and the unknown city's words (a mistyped link
 * followed in the app shows that page without data of its own), read at build time: React Router writes them into
 * the page's HTML and its `.data` file, so they are data the page parses, not script it compiles.
 */
export async function loader({ request }: Route.LoaderArgs): Promise<LayoutData> {
  const locale = localeOfRequest(request);
  const { placesIn } = await import("~/content/cities");
  const { imageAltsIn } = await import("~/content/image-alts");
  const places = await placesIn(locale);
  const localMoveFrom = await localMoveFromIn(locale);
  const alts = await imageAltsIn(locale);
  const forms = await layoutFormsIn(locale);
  const { unknownCityWordsIn } = await import("~/content/network");
  const unknownCity = await unknownCityWordsIn(locale);
  const { layoutWordsIn } = await import("~/content/layout");
  const layout = await layoutWordsIn(locale);
  const font = await fontOf(locale);
  const components = await layoutComponentWords(request);
  const plurals = pluralForms(locale);
  return { places, localMoveFrom, alts, forms, unknownCity, layout, font, plurals, ...components };
}

/** The address of the face of `locale`'s script that wide screens fetch with the HTML (the locale table's `font`). */
async function fontOf(locale: Locale): Promise<string | undefined> {
  const file = localeTable[locale].font;
  if (file === null) return undefined;
  const faces = import.meta.glob<string>("../fonts/*.woff2", { query: "?url", import: "default" });
  const face = faces[`../fonts/${file}`];
  if (!face) throw new Error(`The locale table names the font ${file} for ${locale}, which app/fonts lacks`);
  return face();
}

/**
 * Every page's: the cities, the cheapest local move its heroes may quote, what its pictures show, the layout's, the
 * forms' and the shared components' words, and the unknown city's words.
 */
type LayoutData = PlacesData &
  UnknownCityData &
  LayoutWordsData &
  ComponentWordsData &
  DirectorData & {
    localMoveFrom: number | undefined;
    alts: ImageAlts;
    forms: FormWords;
    font?: string;
    plurals: PluralForms;
  };

/** The shared components' words every page may show, and the founder's name in the page's script. */
async function layoutComponentWords(request: Request): Promise<ComponentWordsData & DirectorData> {
  const { componentWordsIn } = await import("~/content/components");
  const { facts, directorName } = await componentFacts(request);
  return { componentWords: await componentWordsIn(localeOfRequest(request), facts), directorName };
}

/** The forms' words every page carries: what all forms share and the pop-ups' (~/content/forms). */
async function layoutFormsIn(locale: Locale) {
  const [{ formsIn, layoutFormWords }, { popupFieldTexts }] = await Promise.all([
    import("~/content/forms"),
    import("~/forms/page-forms"),
  ]);
  return layoutFormWords(await formsIn(locale), popupFieldTexts());
}

/** The lowest figure of the local table's total row, read from the content folder. */
async function localMoveFromIn(locale: Locale) {
  const { priceTablesIn } = await import("~/content/prices/tables");
  const { cityPagePrices } = await import("~/content/prices/city-prices");
  const { lowestPrice } = await import("~/lib/hero-facts");
  return lowestPrice(cityPagePrices((await priceTablesIn(locale)).tables, "", undefined).local.total);
}

/**
 * Every page's layout, in the language of its URL: app/routes.ts mounts it once per language. A page's words are
 * the loaders' data, there before it renders, so the pre-rendered HTML and the hydrated page say the same.
 */
export default function Layout({ loaderData }: Route.ComponentProps) {
  const locale = localeOf(useLocation().pathname);
  const { localMoveFrom, alts, font, plurals } = loaderData as LayoutData;
  keepPluralForms(locale, plurals);
  return (
    <LocalMoveFrom value={localMoveFrom}>
      <ImageAltsContext value={alts}>
        {font && (
          // Wide screens fetch the script's face with the HTML; phones use their own (app/app.css).
          <link
            rel="preload"
            href={font}
            as="font"
            type="font/woff2"
            crossOrigin="anonymous"
            media="(min-width: 1024px)"
          />
        )}
        <SiteLayout language={{ locale }} />
      </ImageAltsContext>
    </LocalMoveFrom>
  );
}
