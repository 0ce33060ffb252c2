// @vitest-environment node
import { describe, expect, it } from "vitest";

import { components } from "~/components/hi";
import { namedWords } from "~/content/translation";
import { homeSections } from "~/sections/home/hi";
import { serviceSections } from "~/sections/services/hi";

// Every component and section module, so that each names its words.
import.meta.glob(["../components/**/*.tsx", "../sections/**/*.tsx", "!**/*.test.tsx"], { eager: true });

/** A record's shape: its keys, each with what kind of value it holds, nested. */
const shape = (value: unknown): unknown => {
  if (typeof value === "function") return "function";
  if (typeof value !== "object" || value === null) return typeof value;
  if (Array.isArray(value)) return value.map(shape);
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v)]));
};

describe("the Hindi words of the components and sections (issue 18)", () => {
  const named = [...components, ...homeSections, ...serviceSections].filter(
    (pair): pair is readonly [string, unknown] => typeof pair[0] === "string",
  );

  it.each(named.map(([name, hindi]) => [name, hindi]))(
    "%s translates English words of that name and shape",
    (name, hindi) => {
      const english = namedWords(name as string);
      expect(english, `no component names its words "${String(name)}"`).toBeDefined();
      expect(shape(hindi)).toEqual(shape(english));
    },
  );

  it("translates each component's words once", () => {
    const names = named.map(([name]) => name);
    expect(new Set(names).size).toBe(names.length);
  });
});
