import { render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { describe, expect, it, vi } from "vitest";

import { words as recordWords } from "~/content/translation";
import { useTranslated } from "~/i18n/translations";

import { lazyPart } from "./lazy-part";

const greeting = recordWords("testGreeting", { text: "Hello" });

function Greeting() {
  return <p>{useTranslated(greeting).text}</p>;
}

async function show(Part: React.ComponentType) {
  const view = render(
    <Suspense fallback={null}>
      <Part />
    </Suspense>,
  );
  await screen.findByText(/./);
  return view;
}

describe("lazyPart", () => {
  it("loads a part without words of its own once for every language", async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const parts = lazyPart(load);
    (await show(parts.en)).unmount();
    await show(parts.hi);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("adds a part's own words in a translated language, and loads them for that language only", async () => {
    const words = vi.fn((locale: string) =>
      Promise.resolve({ testGreeting: { text: locale === "hi" ? "नमस्ते" : "নমস্কার" } }),
    );
    const parts = lazyPart(() => Promise.resolve(Greeting), words);
    const hindi = await show(parts.hi);
    expect(screen.getByText("नमस्ते")).toBeTruthy();
    hindi.unmount();
    const bengali = await show(parts.bn);
    expect(screen.getByText("নমস্কার")).toBeTruthy();
    bengali.unmount();
    await show(parts.en);
    expect(screen.getByText("Hello")).toBeTruthy();
    expect(words.mock.calls.map(([locale]) => locale)).toEqual(["hi", "bn"]);
  });
});
