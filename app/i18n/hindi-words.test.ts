// @vitest-environment node
import { describe, expect, it } from "vitest";

import { components } from "~/locales/hi/components";
import { homeSections } from "~/locales/hi/sections/home";
import { serviceSections } from "~/locales/hi/sections/services";

import { expectWordsOfShape } from "../../tests/locale-page";

// Every component and section module, so that each names its words.
import.meta.glob(["../components/**/*.tsx", "../sections/**/*.tsx", "!**/*.test.tsx"], { eager: true });

describe("the Hindi words of the components and sections (issue 18)", () => {
  const named = [...components, ...homeSections, ...serviceSections].filter(
    (pair): pair is readonly [string, unknown] => typeof pair[0] === "string",
  );

  it.each(named.map(([name, hindi]) => [name, hindi]))(
    "%s translates English words of that name and shape",
    (name, hindi) => expectWordsOfShape(name as string, hindi),
  );

  it("translates each component's words once", () => {
    const names = named.map(([name]) => name);
    expect(new Set(names).size).toBe(names.length);
  });
});
