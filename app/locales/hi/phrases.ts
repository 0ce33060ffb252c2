import type { LocalePhrases } from "~/locales/words";

/**
 * The shared words in Hindi (hindi-glossary.md) that are functions of a number, a name or a date: the records the
 * layout's data cannot carry (./layout.ts), so they load as script with every Hindi page. A record moves here
 * whole when one of its words becomes a function.
 */
const phrases = {
  translations: {},
} satisfies LocalePhrases;

export const { translations } = phrases;
