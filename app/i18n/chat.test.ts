// @vitest-environment node
import { describe, expect, it } from "vitest";

import { whatsappHref } from "~/config/site";
import { translations } from "~/locales/hi/phrases";

import { chatMessage, type ChatTopic, chatWords as en } from "./chat";
import { translatedIn } from "./translations";

const hi = translatedIn(translations, en);

const link = "https://example.in/cost-estimator?move=local&size=1-bhk&city=patna";
const topics = {
  service: { kind: "service", name: "Home Shifting" },
  city: { kind: "city", name: "Patna" },
  estimate: { kind: "estimate", total: "₹8,100–11,700", link },
} as const satisfies Record<string, ChatTopic>;

describe("the chat's typed-in message", () => {
  it("is the spec's greeting in English where the page names nothing (SPEC §1)", () => {
    expect(chatMessage(undefined, en)).toBe("Hello! I want to inquire about your services.");
  });

  it.each([
    ["English", en],
    ["Hindi", hi],
  ])("names the service, the city or the estimate's total and link, in %s", (_, words) => {
    const service = chatMessage(topics.service, words);
    const city = chatMessage(topics.city, words);
    const estimate = chatMessage(topics.estimate, words);
    expect(service).toContain("Home Shifting");
    expect(city).toContain("Patna");
    expect(estimate).toContain("₹8,100–11,700");
    // The link last, so the chat app sees where it ends.
    expect(estimate.endsWith(link)).toBe(true);
    const all = [chatMessage(undefined, words), service, city, estimate];
    expect(new Set(all).size).toBe(4);
  });

  it("is in Devanagari on a Hindi page", () => {
    for (const topic of [undefined, ...Object.values(topics)]) {
      expect(chatMessage(topic, hi)).toMatch(/^नमस्ते! .*[\u0900-\u097F]/);
    }
  });

  it("survives the link's encoding: query, ampersands and Devanagari come back as they were", () => {
    for (const words of [en, hi]) {
      const text = chatMessage({ ...topics.estimate, total: "₹1 & more" }, words);
      const url = new URL(whatsappHref("919830012345", text));
      expect(url.searchParams.get("text")).toBe(text);
      expect([...url.searchParams.keys()]).toEqual(["text"]);
    }
  });
});
