import type { Page } from "@playwright/test";

/**
 * Addresses and numbers in the page's main content that a line break cuts inside a word, at the width the page
 * has now: e-mail and web addresses, UPI IDs, "+91" phone numbers, and registration numbers (GSTIN, CIN, IBA
 * reference). An address may wrap before its "@" or a "." or after a "/", where a reader expects it; a phone
 * number not at all. Text is read per block (a paragraph, a list item), so a value split into several text nodes
 * (around a <wbr>) is still one value.
 */
export function splitValues(page: Page) {
  return page.evaluate(() => {
    const VALUE = new RegExp(
      [
        /[\w.+-]+@[\w-]+(?:\.[\w-]+)*/.source,
        /(?:https?:\/\/)?(?:[a-z0-9-]+\.)+[a-z]{2,}(?:\/[\w./-]*)?/.source,
        /\+91 \d{5} \d{5}/.source,
        /\b(?=[A-Z0-9/-]*\d)(?=[A-Z0-9/-]*[A-Z])[A-Z0-9][A-Z0-9/-]{8,}[A-Z0-9]\b/.source,
      ].join("|"),
      "g",
    );
    const main = document.querySelector("main");
    if (!main) return ["no main"];
    // The text nodes of each block, in order.
    const blocks = new Map<Element, Text[]>();
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode as Text;
      // Text only screen readers get is cut to a 1-px box on purpose.
      if (node.parentElement!.closest(".sr-only")) continue;
      let block = node.parentElement!;
      while (block !== main && getComputedStyle(block).display.startsWith("inline")) block = block.parentElement!;
      blocks.set(block, [...(blocks.get(block) ?? []), node]);
    }
    const problems: string[] = [];
    for (const nodes of blocks.values()) {
      // Each character of the block's text, with the text node and offset it comes from.
      const chars = nodes.flatMap((node) => [...node.data].map((c, offset) => ({ c, node, offset })));
      const text = chars.map((x) => x.c).join("");
      for (const match of text.matchAll(VALUE)) {
        let lineTop: number | undefined;
        for (let i = match.index; i < match.index + match[0].length; i++) {
          const { c, node, offset } = chars[i]!;
          const range = document.createRange();
          range.setStart(node, offset);
          range.setEnd(node, offset + 1);
          const rect = [...range.getClientRects()].find((r) => r.width > 0);
          if (!rect || c.trim() === "") continue;
          if (lineTop !== undefined && rect.top > lineTop + rect.height / 2) {
            const sensible = c === "@" || c === "." || text[i - 1] === "/";
            if (!sensible || match[0].startsWith("+91"))
              problems.push(`"${match[0]}" breaks before "${match[0].slice(i - match.index)}"`);
          }
          lineTop = rect.top;
        }
      }
    }
    return [...new Set(problems)];
  });
}
