import { describe, expect, it } from "vitest";

import { inlineAvif } from "./page-data";

describe("inlineAvif", () => {
  it("carries a light picture's bytes whole as a data: URL, with its width", () => {
    const bytes = Uint8Array.from({ length: 7000 }, (_, i) => i % 251);
    const picture = inlineAvif(bytes, 800)!;
    expect(picture.width).toBe(800);
    const [head, body] = picture.src.split(",");
    expect(head).toBe("data:image/avif;base64");
    expect(Buffer.from(body!, "base64")).toEqual(Buffer.from(bytes));
  });

  it("leaves a picture over 12 KiB to be fetched as a file", () => {
    expect(inlineAvif(new Uint8Array(12 * 1024), 800)).toBeDefined();
    expect(inlineAvif(new Uint8Array(12 * 1024 + 1), 800)).toBeUndefined();
  });
});
