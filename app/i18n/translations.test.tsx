import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { translate } from "~/content/translation";

import { translatedIn, TranslationsProvider, useTranslated } from "./translations";

const words = { title: "Happy clients", count: (n: number) => `${n} reviews` };
const other = { title: "Our record" };
const hindi = [translate(words, { title: "खुश ग्राहक", count: (n: number) => `${n} रिव्यू` })];

function Heading() {
  const w = useTranslated(words);
  const o = useTranslated(other);
  return (
    <h2>
      {w.title} · {w.count(3)} · {o.title}
    </h2>
  );
}

describe("page translations (issue 18)", () => {
  it("shows the English record on a page without translations", () => {
    render(<Heading />);
    expect(screen.getByRole("heading")).toHaveTextContent("Happy clients · 3 reviews · Our record");
  });

  it("shows a record's translation where the page has one, by the record itself, and the English one elsewhere", () => {
    render(
      <TranslationsProvider translations={hindi}>
        <Heading />
      </TranslationsProvider>,
    );
    expect(screen.getByRole("heading")).toHaveTextContent("खुश ग्राहक · 3 रिव्यू · Our record");
  });

  it("finds the same translation outside React, for a route's meta", () => {
    expect(translatedIn(hindi, words).title).toBe("खुश ग्राहक");
    expect(translatedIn(hindi, other)).toBe(other);
    // An equal but different record is not the same record: a translation belongs to one record.
    expect(translatedIn(hindi, { ...words })).toEqual(words);
  });
});
