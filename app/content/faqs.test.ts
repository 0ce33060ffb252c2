// @vitest-environment node
import { describe, expect, it } from "vitest";

import { faqs } from "./faqs";

describe("FAQs (SPEC §2 'FAQ section', §9)", () => {
  it("has the ten topics in the spec's order", () => {
    const topics = [
      /services/i,
      /choose/i,
      /packing materials/i,
      /survey/i,
      /fragile/i,
      /track/i,
      /damaged|claim/i,
      /cars and bikes|vehicle/i,
      /reschedule|cancel/i,
      /genuine/i,
    ];
    expect(faqs).toHaveLength(10);
    faqs.forEach((f, i) => expect(f.question).toMatch(topics[i]!));
  });

  it("states the 3–5 days survey notice and the 48 hours reschedule rule", () => {
    expect(faqs[3]!.answer).toMatch(/3[–-]5 days/);
    expect(faqs[8]!.answer).toMatch(/48 hours/);
  });
});
