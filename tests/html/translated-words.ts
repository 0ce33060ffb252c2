/**
 * What the checks of a translated page read (translation.test.ts, and the new language's pages in
 * tests/folder/): a part of the page as a reader gets it, and the records allowed to stay in Latin letters.
 */
import { englishPath } from "../../app/config/locales.ts";
import { citiesIn } from "../../app/content/cities.ts";
import { recordsOf } from "../../scripts/untranslated.ts";
import { built, site, textOf } from "./built";

const { pages: cityPages } = (await citiesIn("en")).content;

const NAMED_BY = ["aria-label", "alt", "placeholder", "title"];

/**
 * What a reader gets from a part of the page: its text in reading order (a <noscript>'s too), then the names and
 * hints its elements carry, each on its own line. Two English words read one after the other are a run even
 * when they sit in different elements (a label and the next label). A captcha's random code is not words.
 */
function wordsOf(part: Element) {
  const copy = part.cloneNode(true) as Element;
  for (const code of Array.from(copy.querySelectorAll('[data-testid="captcha-code"]'))) code.remove();
  const named = Array.from(copy.querySelectorAll(NAMED_BY.map((a) => `[${a}]`).join(", "))).flatMap((el) =>
    NAMED_BY.map((a) => el.getAttribute(a) ?? ""),
  );
  return [textOf(copy), ...named].join("\n");
}

/** The page's own part and its header, menus, contact bars, pop-ups and footer: everything outside main. */
export function partsOf(path: string) {
  const { document } = built(path);
  const main = document.querySelector("main")!;
  const chrome = document.body.cloneNode(true) as Element;
  chrome.querySelector("main")!.remove();
  return { main: wordsOf(main), chrome: wordsOf(chrome) };
}

/**
 * The names and records kept in Latin letters; on a city page, the branch's postal address too. `english` is
 * the page's English path, for a language the table being read does not know.
 */
export function keptOn(path: string, english = englishPath(path)) {
  const city = cityPages.find((c) => english === `/network/${c.slug}`);
  const address = city ? [city.office.street, city.office.locality, city.name, city.state] : [];
  return [...recordsOf(site), ...address];
}
