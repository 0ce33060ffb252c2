import { describe, expect, it } from "vitest";

import { englishPath } from "../../app/config/locales.ts";
import { translatedLocalePages } from "../pages";
import { built } from "./built";

/**
 * A page's script is its route's modules, the same files in every language (app/routes.ts mounts each page's one
 * module once per language, and the words travel as the page's data): a translated page starts exactly the
 * scripts of its English page, so the JavaScript budgets the browser measures on the English pages
 * (tests/e2e/foundation.spec.ts) hold in every language. What a page fetches later in its language is held by
 * tests/e2e/languages.spec.ts ("no page in another language loads its words").
 */
const scriptsOf = (path: string) => [...new Set(built(path).html.match(/\/assets\/[\w.-]+\.js/g) ?? [])].sort();

describe("the scripts a page starts", () => {
  it.each(translatedLocalePages)("%s starts the scripts of its English page, no other", (path) => {
    const english = scriptsOf(englishPath(path));
    expect(english.length).toBeGreaterThan(2);
    expect(scriptsOf(path)).toEqual(english);
  });
});
