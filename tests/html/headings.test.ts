import { describe, expect, it } from "vitest";

import { citiesIn } from "../../app/content/cities.ts";
import { readContent } from "../../app/content/read.ts";
import { built, notFoundFiles, pages, site, textOf } from "./built";

const { pages: cityPages } = (await citiesIn("en")).content;

const all = [...pages, ...notFoundFiles];
const HEADINGS = "h1, h2, h3, h4, h5, h6";
const levelOf = (h: Element) => Number(h.tagName.slice(1));

/**
 * Names that keep their capitals inside a sentence-case heading: the brand, the services as the company
 * names them on its cards and the spec's job titles. Place names need no list: see properNouns().
 */
const NAMES = [
  site.brand,
  ...(await readContent("jobs", "en")).jobs.map((j) => j.title),
  "Home Shifting",
  "Corporate Relocation",
  "Vehicle Transport",
  "Car Transport",
  "Bike Transport",
  "Office Relocation",
  "Warehousing & Storage",
  "Packing & Unpacking",
  "Local Shifting",
  "Fine Arts Relocation",
  "Defence Relocation",
  "Goods Insurance",
  "IBA Approved Transporter",
  "India",
  // Regions of India, as the network page groups its branches.
  "North-East",
  "Central",
];

/**
 * Words the page itself capitalises in the middle of a sentence (after a lower-case word) in its body text:
 * place names such as "Lajpat Nagar" or "Outer Ring Road", which a heading keeps capitalised too.
 */
function properNouns(text: string) {
  const found = new Set<string>();
  for (const m of text.matchAll(/\b[a-z][a-z,]*\s+((?:[A-Z][\p{L}-]+\s?)+)/gu))
    for (const w of m[1]!.trim().split(/\s+/)) found.add(w);
  return found;
}

/** The words of a heading that break sentence case: capitalised, not first, not a name, not an acronym. */
function titleCaseWords(heading: string, nouns: Set<string>) {
  let text = heading;
  for (const name of NAMES) text = text.split(name).join("Name");
  // A numbered or labelled heading ("Step 2: Survey", "3. Scope of services") starts again after its label.
  const parts = text.split(/:\s+|^\d+\.\s+/);
  return parts.flatMap((part) =>
    part
      .split(/\s+/)
      .slice(1)
      .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ""))
      .filter((w) => /^\p{Lu}\p{Ll}/u.test(w) && w !== "Name" && !nouns.has(w)),
  );
}

/** The branches' cities, states and localities: place names wherever a heading names them. */
const PLACES = cityPages
  .flatMap((c) => [c.name, c.state, c.office.locality, ...c.localities])
  .flatMap((p) => p.split(/\s+/));

/** The headings that break sentence case or shout, each with the words at fault. */
function caseProblems(document: Document) {
  const body = document.body.cloneNode(true) as HTMLElement;
  for (const h of Array.from(body.querySelectorAll(HEADINGS))) h.remove();
  const description = document.querySelector('meta[name="description"]')?.getAttribute("content") ?? "";
  const nouns = new Set([...properNouns(`${description}\n${textOf(body)}`), ...PLACES]);
  return Array.from(document.querySelectorAll(HEADINGS)).flatMap((h) => {
    const heading = textOf(h);
    const wrong = titleCaseWords(heading, nouns);
    return [
      ...(heading.length > 3 && heading === heading.toUpperCase() && /\p{Lu}{4}/u.test(heading)
        ? [`${heading} (all capitals)`]
        : []),
      ...(wrong.length ? [`${heading} (${wrong.join(", ")})`] : []),
    ];
  });
}

describe("headings", () => {
  it("the case rule catches title case and lets names through", () => {
    const nouns = properNouns("we have an office in Lajpat Nagar near the market");
    expect(titleCaseWords("How does it Work?", nouns)).toEqual(["Work"]);
    expect(titleCaseWords("CONTACT US", nouns)).toEqual([]);
    expect(titleCaseWords("An office in Lajpat Nagar", nouns)).toEqual([]);
    expect(titleCaseWords("Step 2: Free survey", nouns)).toEqual([]);
    expect(titleCaseWords(`About ${site.brand}`, nouns)).toEqual([]);
    const shouting = built("/").document.cloneNode(true) as Document;
    shouting.querySelector("h1")!.textContent = "CONTACT US TODAY";
    expect(caseProblems(shouting)).toEqual(["CONTACT US TODAY (all capitals)"]);
  });

  it.each(all)("%s: every heading is in sentence case", (path) => {
    expect(caseProblems(built(path).document)).toEqual([]);
  });

  it.each(all)("%s has one h1, inside main, and its headings in main never skip a level down", (path) => {
    const { document } = built(path);
    expect(document.querySelectorAll("h1")).toHaveLength(1);
    const main = document.querySelector("main");
    expect(main?.querySelector("h1")).toBeTruthy();
    // A dialog's heading starts its own outline.
    const outline = Array.from(main!.querySelectorAll(HEADINGS)).filter((h) => !h.closest("dialog"));
    const skips = outline.flatMap((h, i) =>
      i > 0 && levelOf(h) > levelOf(outline[i - 1]!) + 1
        ? [`${outline[i - 1]!.tagName} → ${h.tagName} ${textOf(h)}`]
        : [],
    );
    expect(outline[0]?.tagName).toBe("H1");
    expect(skips).toEqual([]);
  });

  it.each(all)("%s has the header, navigation, main and footer landmarks", (path) => {
    const { document } = built(path);
    expect(document.querySelectorAll("main")).toHaveLength(1);
    for (const landmark of ["header", "nav", "footer"]) expect(document.querySelector(landmark), landmark).toBeTruthy();
    expect(document.querySelector("body > header, body > div > header")).toBeTruthy();
  });
});
