// @vitest-environment node
import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { locales, scriptLetter } from "~/config/locales";
import { whatsappHref } from "~/config/site";
import { cityInFormIn } from "~/content/cities";
import { layoutWordsIn } from "~/content/layout";
import { CONTENT_DIR, readContentWithEnglish } from "~/content/read";
import { layoutSchema } from "~/content/schemas/layout";

import { chatMessage, type ChatTopic } from "./chat";

/** Each language's chat words, as the layout's loader hands them to every page. */
const chats = Object.fromEntries(
  await Promise.all(locales.map(async (locale) => [locale, (await layoutWordsIn(locale)).chat] as const)),
);

const link = "https://example.in/cost-estimator?move=local&size=1-bhk&city=patna";
const topics = {
  service: { kind: "service", name: "Home Shifting" },
  city: { kind: "city", name: "Patna", nameIn: "in-Patna" },
  estimate: { kind: "estimate", total: "₹8,100–11,700", link },
} as const satisfies Record<string, ChatTopic>;

describe("the chat's typed-in message", () => {
  it("is the spec's greeting in English where the page names nothing (SPEC §1)", () => {
    expect(chatMessage(undefined, chats.en!)).toBe("Hello! I want to inquire about your services.");
  });

  it.each(locales)("names the service, the city or the estimate's total and link, in %s", (locale) => {
    const words = chats[locale]!;
    const service = chatMessage(topics.service, words);
    const city = chatMessage(topics.city, words);
    const estimate = chatMessage(topics.estimate, words);
    expect(service).toContain("Home Shifting");
    expect(city).toMatch(/Patna/);
    expect(estimate).toContain("₹8,100–11,700");
    // The link last, so the chat app sees where it ends.
    expect(estimate.endsWith(link)).toBe(true);
    const all = [chatMessage(undefined, words), service, city, estimate];
    expect(new Set(all).size).toBe(4);
    expect(all.join(" ")).not.toMatch(/\{/);
  });

  it.each(locales.filter((l) => l !== "en"))("is in the page's script on a %s page", (locale) => {
    for (const topic of [undefined, ...Object.values(topics)])
      expect(chatMessage(topic, chats[locale]!)).toMatch(scriptLetter(locale));
  });

  it("names a city as its language says 'in <city>': its locative where the cities file has one", async () => {
    for (const locale of locales) {
      const { content } = await readContentWithEnglish("cities", locale);
      for (const city of content.cities) {
        const nameIn = (await cityInFormIn(locale, city.id))!;
        expect(nameIn, `${locale}: ${city.id}`).toBe(city.forms?.in ?? city.name);
        // A message that names the locative has one for every city, not the bare name in its place.
        if (chats[locale]!.aboutCity.includes("{cityIn}")) expect(city.forms?.in, `${locale}: ${city.id}`).toBeTruthy();
        const text = chatMessage({ kind: "city", name: city.name, nameIn }, chats[locale]!);
        expect(text, `${locale}: ${city.id}`).toContain(nameIn);
      }
    }
  });

  it("survives the link's encoding: query, ampersands and the scripts come back as they were", () => {
    for (const locale of locales) {
      const text = chatMessage({ ...topics.estimate, total: "₹1 & more" }, chats[locale]!);
      const url = new URL(whatsappHref("919830012345", text));
      expect(url.searchParams.get("text")).toBe(text);
      expect([...url.searchParams.keys()]).toEqual(["text"]);
    }
  });
});

describe("the chat's words in a layout file", () => {
  const file = JSON.parse(readFileSync(`${CONTENT_DIR}/en/layout.json`, "utf8")) as { chat: Record<string, string> };
  /** What the layout's schema says of the English file with its chat's words changed by `chat`. */
  const problems = (chat: Record<string, string>) => {
    const result = layoutSchema.safeParse({ ...file, chat: { ...file.chat, ...chat } });
    return result.success ? [] : result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
  };

  it("takes the English file's, and the city's name or its locative", () => {
    expect(problems({})).toEqual([]);
    expect(problems({ aboutCity: "Hello from {cityIn}!" })).toEqual([]);
  });

  it("refuses a message that lost what it names, or names what the page does not fill", () => {
    expect(problems({ aboutService: "Hello!" })).toEqual([expect.stringMatching(/^chat.aboutService: names/)]);
    expect(problems({ aboutCity: "Hello!" })).toEqual([expect.stringMatching(/^chat.aboutCity: names/)]);
    expect(problems({ aboutCity: "Hello from {cityOf}!" })).toEqual([
      expect.stringMatching(/^chat.aboutCity: '\{cityOf\}' is none of/),
    ]);
    expect(problems({ aboutEstimate: "About {total}." })).toEqual([
      expect.stringMatching(/^chat.aboutEstimate: names '\{link\}'/),
      expect.stringMatching(/^chat.aboutEstimate: ends with/),
    ]);
  });

  it("refuses an estimate's message with words after its link", () => {
    expect(problems({ aboutEstimate: "{link} is {total}." })).toEqual([
      expect.stringMatching(/^chat.aboutEstimate: ends with '\{link\}'/),
    ]);
  });
});
