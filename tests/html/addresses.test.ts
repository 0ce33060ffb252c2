import { describe, expect, it } from "vitest";

import { built, notFoundFiles, pages } from "./built";

/**
 * An e-mail address the site shows wraps, where a narrow column needs it to, only before its "@" or a dot other
 * than the last (AddressText): never inside a word, as a "break anywhere" rule would cut it ("sarthimovers.exa" /
 * "mple"), and never with its top-level domain alone on a line.
 */
const everyPage = [...pages, ...notFoundFiles];
const BREAK_ANYWHERE = ["break-all", "wrap-anywhere"];

describe("e-mail addresses", () => {
  it.each(everyPage)("%s: each shown address breaks only before its @ or a dot that is not the last", (path) => {
    const { document } = built(path);
    const links = [...document.querySelectorAll('a[href^="mailto:"]')].filter((a) => a.textContent?.includes("@"));
    for (const link of links) {
      const address = link.textContent!.trim();
      for (let el: Element | null = link; el; el = el.parentElement)
        expect(
          BREAK_ANYWHERE.filter((c) => el!.classList.contains(c)),
          address,
        ).toEqual([]);
      // Each place the address may wrap is a <wbr> right before its "@" or a dot with another after it, and there
      // is no other.
      const before = [...link.querySelectorAll("wbr")].map((wbr) => wbr.nextSibling?.textContent?.[0]);
      expect(before, address).toEqual([...address.matchAll(/@|\.(?=.*\.)/g)].map((m) => m[0]));
    }
  });
});
