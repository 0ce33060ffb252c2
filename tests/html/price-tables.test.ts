import { describe, expect, it } from "vitest";

import { englishPath, localeOf, localePath } from "../../app/config/locales.ts";
import { locales } from "../../app/config/locales.ts";
import { citiesIn, cityPath } from "../../app/content/cities.ts";
import { priceTablesIn } from "../../app/content/prices/tables.ts";
import { SERVICE_PAGES, serviceContentIn, type ServicePageContent } from "../../app/content/service-content.ts";
import { built, pages, textOf } from "./built";

const { pages: cityPages, headOffice } = (await citiesIn("en")).content;

/**
 * The price tables as the pre-rendered pages carry them. A table a phone folds away (PhoneFold) is still in
 * the HTML, inside a <details>, so every table is counted here whatever the width; the browser sweep checks
 * that none is clipped.
 */

const tablesOf = (path: string) => [...built(path).document.querySelectorAll("main table")];
const inLanguages = (path: string) => locales.map((l) => localePath(path, l));

const { tables: english } = await priceTablesIn("en");
/** Each service page's address and what its content file says it shows. */
const servicePages = await Promise.all(
  SERVICE_PAGES.map(async (kind) => {
    const content: ServicePageContent = await serviceContentIn(kind, "en");
    return { path: `/${kind}`, ...content };
  }),
);

describe("pages with price tables", () => {
  it.each(
    (
      [
        // SPEC §9: home shows the local and the national table; the network page the national one.
        ["/", 2],
        ["/network", 1],
        ["/vehicle-shifting", 2],
        ["/home-shifting", 1],
        ["/network/delhi", 1],
      ] as const
    ).flatMap(([path, count]) => inLanguages(path).map((p) => [p, count] as const)),
  )("%s carries %i", (path, count) => {
    expect(tablesOf(path)).toHaveLength(count);
  });

  it.each(servicePages.flatMap((c) => inLanguages(c.path).map((p) => [p, c] as const)))(
    "service page %s carries one table per table of its content",
    (path, content) => {
      expect(servicePages.length).toBeGreaterThanOrEqual(7);
      const tables = tablesOf(path);
      expect(tables).toHaveLength(content.prices?.tables.length ?? 0);
      const columns = tables.map((t) => [...t.querySelectorAll("thead th")].slice(1).map(textOf));
      const expected = (content.prices?.tables ?? []).map((id) => english[id].columns.map((c) => c.label));
      // The Hindi twin names the same columns in its own words.
      if (localeOf(path) === "en") expect(columns).toEqual(expected);
      else expect(columns.map((c) => c.length)).toEqual(expected.map((c) => c.length));
    },
  );

  it.each(cityPages.flatMap((c) => inLanguages(cityPath(c.slug))))(
    "city page %s prices a move from Kolkata; the head office adds the routes from it",
    (path) => {
      const head = inLanguages(cityPath(headOffice.slug)).includes(path);
      expect(tablesOf(path)).toHaveLength(head ? 2 : 1);
    },
  );
});

describe("every price table", () => {
  const tables = pages.flatMap((path) => tablesOf(path).map((table, i) => [`${path} #${i + 1}`, table] as const));

  it("exists somewhere", () => expect(tables.length).toBeGreaterThan(40));

  it.each(tables)("%s has a caption, scoped column and row headers, and names each cell's column", (_, table) => {
    expect(textOf(table.querySelector("caption"))).not.toBe("");
    const columns = [...table.querySelectorAll("thead th")];
    expect(columns.length).toBeGreaterThanOrEqual(2);
    for (const th of columns) expect(th.getAttribute("scope")).toBe("col");
    const rows = [...table.querySelectorAll("tbody tr")];
    expect(rows.length).toBeGreaterThanOrEqual(1);
    for (const row of rows) {
      const headers = row.querySelectorAll("th");
      expect(headers).toHaveLength(1);
      expect(headers[0]!.getAttribute("scope")).toBe("row");
      expect(textOf(headers[0])).not.toBe("");
      // Where the header row is hidden (the card layout), each price shows its column's name from data-label.
      const cells = [...row.querySelectorAll("td")];
      expect(cells.map((td) => td.getAttribute("data-label"))).toEqual(columns.slice(1).map(textOf));
      for (const td of cells) expect(textOf(td)).not.toBe("");
    }
  });

  it.each(pages.filter((p) => tablesOf(p).length > 0))(
    "%s shows its first table unfolded (home folds both) and names each folded one in its summary",
    (path) => {
      const [first, ...rest] = tablesOf(path);
      // Home's two tables fold below 1024 px, under the section's heading, intro and quote button
      // (docs/decisions/page-length.md); every other page leads with its first table open.
      if (englishPath(path) !== "/") expect(first!.closest("details")).toBeNull();
      for (const table of [first!, ...rest]) {
        const fold = table.closest("details");
        if (fold) expect(textOf(fold.querySelector(":scope > summary"))).not.toBe("");
      }
    },
  );

  // What the prices cover and the note under the table are two sentences: the first ends as the page's language
  // ends a sentence, so a Hindi or Bengali reader gets a "।", not an English full stop after their words.
  it.each(tables)("%s ends the sentences under it with its language's full stop", (name, table) => {
    const under = textOf(table.closest("figure")?.querySelector("figcaption"));
    const stopAfterWord = /[\p{L}\p{M}]\.(\s|$)/u;
    if (localeOf(name.split(" ")[0]!) === "en") expect(under).toMatch(stopAfterWord);
    else expect(under).not.toMatch(stopAfterWord);
  });
});
