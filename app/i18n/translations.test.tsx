import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { words } from "~/content/translation";

import { translatedIn, TranslationsProvider, useTranslated } from "./translations";

const reviews = words("reviewsHeading", { title: "Happy clients", count: (n: number) => `${n} reviews` });
const other = words("otherHeading", { title: "Our record" });
const unnamed = { title: "Unnamed" };
const hindi = { reviewsHeading: { title: "खुश ग्राहक", count: (n: number) => `${n} रिव्यू` } };

function Heading() {
  const w = useTranslated(reviews);
  const o = useTranslated(other);
  return (
    <h2>
      {w.title} · {w.count(3)} · {o.title}
    </h2>
  );
}

describe("page translations", () => {
  it("shows the English record on a page without translations", () => {
    render(<Heading />);
    expect(screen.getByRole("heading")).toHaveTextContent("Happy clients · 3 reviews · Our record");
  });

  it("shows a record's translation under its id where the dictionary has it, and the English one elsewhere", () => {
    render(
      <TranslationsProvider dictionary={hindi}>
        <Heading />
      </TranslationsProvider>,
    );
    expect(screen.getByRole("heading")).toHaveTextContent("खुश ग्राहक · 3 रिव्यू · Our record");
  });

  it("finds the same translation outside React, for a route's meta", () => {
    expect(translatedIn(hindi, reviews).title).toBe("खुश ग्राहक");
    expect(translatedIn(hindi, other)).toBe(other);
    expect(translatedIn(hindi, unnamed)).toBe(unnamed);
  });

  it("finds a record by its id alone, whatever loaded first", () => {
    // The id travels on the record: a record that is the same words under another name is looked up by its own id.
    const again = words("reviewsHeading", { title: "Happy clients", count: (n: number) => `${n} reviews` });
    expect(translatedIn(hindi, again).title).toBe("खुश ग्राहक");
  });

  it("shows a copy of a record (spread, filtered) in English: only the named record is translated", () => {
    expect(translatedIn(hindi, { ...reviews })).toEqual({ ...reviews });
  });
});
