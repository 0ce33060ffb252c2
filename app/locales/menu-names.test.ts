import { describe, expect, it } from "vitest";

import { translatedLocales } from "~/config/locales";
import type { Strings } from "~/i18n/strings";

/** Each language's layout words: its strings.ts exports one record, named by the language's code. */
const layouts = import.meta.glob<Record<string, Strings>>("./*/strings.ts", { eager: true });
const wordsOf = (locale: string) => layouts[`./${locale}/strings.ts`]![locale]!;

describe.each(translatedLocales)("the %s menus", (locale) => {
  // The English footer keeps the spec's labels ("Residential Relocation"); a translation has no such list to
  // follow, so a service is called the same in the services menu and the footer, or they read as two services.
  it("name a service in the footer as the services menu does", () => {
    const w = wordsOf(locale);
    const footer = w.footerRelocationTypes;
    const single = footer.filter((l) => footer.filter((o) => o.to === l.to).length === 1);
    expect(single.length).toBeGreaterThan(3);
    for (const link of single) {
      const service = w.services.find((s) => s.path === link.to);
      expect(link.label, link.to).toBe(service?.name);
    }
  });
});
