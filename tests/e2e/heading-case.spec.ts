import { expect, test } from "@playwright/test";

import { loadSiteConfig } from "../../app/config/load.ts";
import { jobs } from "../../app/content/jobs.ts";
import { allPages } from "../pages";

const site = loadSiteConfig(process.env);

/**
 * Names that keep their capitals inside a sentence-case heading: the brand, the services as the company
 * names them on its cards and the spec's job titles. Place names need no list: see properNouns().
 */
const NAMES = [
  site.brand,
  ...jobs.map((j) => j.title),
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

const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&[a-z#0-9]+;/g, " ")
    .replace(/\s+/g, " ")
    .trim();

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

test.describe("every heading is in sentence case", () => {
  test.skip(({ isMobile }) => !isMobile, "the pre-rendered HTML is the same for both projects");

  test("the rule catches title case and lets names through", () => {
    const nouns = properNouns("we have an office in Lajpat Nagar near the market");
    expect(titleCaseWords("How does it Work?", nouns)).toEqual(["Work"]);
    expect(titleCaseWords("CONTACT US", nouns)).toEqual([]);
    expect(titleCaseWords("An office in Lajpat Nagar", nouns)).toEqual([]);
    expect(titleCaseWords("Step 2: Free survey", nouns)).toEqual([]);
    expect(titleCaseWords(`About ${site.brand}`, nouns)).toEqual([]);
  });

  for (const path of allPages) {
    test(`on ${path}`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      const body = html.replace(/<h([1-3])\b[\s\S]*?<\/h\1>/g, " ");
      const nouns = properNouns(decode(body));
      const wrong: string[] = [];
      for (const m of html.matchAll(/<h([1-3])\b[^>]*>([\s\S]*?)<\/h\1>/g)) {
        const heading = decode(m[2]!);
        if (heading.length > 3 && heading === heading.toUpperCase() && /\p{Lu}{4}/u.test(heading))
          wrong.push(`${heading} (all capitals)`);
        const words = titleCaseWords(heading, nouns);
        if (words.length) wrong.push(`${heading} (${words.join(", ")})`);
      }
      expect(wrong).toEqual([]);
    });
  }
});
