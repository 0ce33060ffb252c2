/**
 * Inner pages' heroes as pre-rendered, in every language: none is a title on empty gradient. Each holds the page's
 * picture or its proof panel (app/components/proof-panel.tsx), and the registration numbers and addresses a panel
 * shows are the site configuration's own.
 */
import { describe, expect, it } from "vitest";

import { englishPath, localePath, locales } from "../../app/config/locales.ts";
import { readContent } from "../../app/content/read.ts";
import { built, notFoundFiles, pages, site, textOf } from "./built";

/**
 * Every page but the home page (its own hero, with the quote form) and the site's not-found page, whose short
 * message is centred on white rather than set beside anything; the network's not-found page is an inner hero.
 */
const innerPages = [
  ...pages.filter((p) => englishPath(p) !== "/"),
  ...notFoundFiles.filter((f) => f.includes("/network/")),
];

const heroOf = (path: string) => {
  const h1 = built(path).document.querySelector("main h1");
  const hero = h1?.closest("section");
  if (!hero) throw new Error(`${path}: no section holds the h1`);
  return hero;
};

describe("inner pages' heroes", () => {
  it("cover the pages they should: every service, city, form and legal page in both languages", () => {
    expect(innerPages).toContain("/home-shifting");
    expect(innerPages).toContain("/hi/contact");
    expect(innerPages).toContain("/network/patna");
    expect(innerPages).toContain("/hi/network/404.html");
    expect(innerPages).not.toContain("/");
  });

  it.each(innerPages)("%s: the hero carries a picture or a proof panel", (path) => {
    const hero = heroOf(path);
    const picture = hero.querySelector("picture img, img");
    const panel = hero.querySelector('[data-testid="proof-panel"]');
    expect(picture ?? panel, `${path}: "${textOf(hero.querySelector("h1"))}"`).not.toBeNull();
    if (panel) expect(panel.querySelectorAll("dt").length, `${path}: proofs`).toBeGreaterThanOrEqual(2);
  });

  it.each(innerPages)("%s: the numbers and addresses a proof panel shows are the site's own", (path) => {
    const records = [site.identity.gstin, site.identity.ibaCode, new URL(site.url).host];
    const codes = [...heroOf(path).querySelectorAll('[data-testid="proof-panel"] dd[lang="en"]')].map((dd) =>
      textOf(dd),
    );
    for (const code of codes) expect(records, path).toContain(code);
  });

  // A fraud report is no request for a quote: its confirmation names no reply time for one.
  it.each(locales)("%s: the fraud report's confirmation promises no quote reply", async (locale) => {
    const { heroFacts } = await readContent("components", locale);
    const path = localePath("/verify/report-received", locale);
    const labels = [...heroOf(path).querySelectorAll('[data-testid="proof-panel"] dt')].map((dt) => textOf(dt));
    expect(labels.length, path).toBeGreaterThanOrEqual(2);
    expect(labels, path).not.toContain(heroFacts.quoteReply);
  });
});
