import { describe, expect, it } from "vitest";

import { scriptLetter, translatedLocales } from "~/config/locales";

import { spelledIn } from "./names";

const names = import.meta.glob<{ directorName: string; headOfficeLocality: string }>("./*/names.ts", { eager: true });

describe("a configured name in a language's script", () => {
  it.each(translatedLocales)("%s spells the configured founder in its own letters", (locale) => {
    const spelled = names[`./${locale}/names.ts`]?.directorName;
    expect(spelled).toMatch(scriptLetter(locale));
    expect(spelled).not.toMatch(/\p{Script=Latin}/u);
  });

  it.each(translatedLocales)("%s spells the head office's locality in its own letters", (locale) => {
    const spelled = names[`./${locale}/names.ts`]?.headOfficeLocality;
    expect(spelled).toMatch(scriptLetter(locale));
    expect(spelled).not.toMatch(/\p{Script=Latin}/u);
  });

  it("stops the build, naming the variable, when a language cannot spell the configured name", () => {
    expect(() => spelledIn("Bengali", { "Arindam Sengupta": "অরিন্দম সেনগুপ্ত" }, "DIRECTOR_NAME", "Rina Das")).toThrow(
      /DIRECTOR_NAME "Rina Das" has no Bengali spelling/,
    );
  });
});
