import { describe, expect, it } from "vitest";

import { built, pages } from "./built";

/** The mark each hero ends with; the head holds the first paint until it is parsed (app/root.tsx). */
const MARK = "first-screen-end";

describe("the first screen", () => {
  it.each(pages)("%s marks the end of its first screen once and holds the paint for it", (path) => {
    const { document } = built(path);
    expect(document.querySelectorAll(`#${MARK}`)).toHaveLength(1);
    const expectLink = document.querySelector(`head link[rel="expect"][href="#${MARK}"]`);
    expect(expectLink?.getAttribute("blocking")).toBe("render");
  });
});
