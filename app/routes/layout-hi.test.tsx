import { describe, expect, it } from "vitest";

import { htmlLang } from "~/i18n/locale";

import { handle } from "./layout-hi";

describe("the Hindi layout route", () => {
  it("gives its pages the Hindi html lang", () => {
    expect(handle.lang).toBe(htmlLang.hi);
  });
});
