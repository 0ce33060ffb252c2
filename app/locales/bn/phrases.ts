import { locative } from "~/locales/bn/grammar";
import type { LocalePhrases } from "~/locales/words";

/**
 * The shared words in Bengali (bengali-glossary.md) that are functions of a number, a name or a date: the records the
 * layout's data cannot carry (./layout.ts), so they load as script with every Bengali page. A record moves here
 * whole when one of its words becomes a function.
 */
const phrases = {
  translations: {
    chatWords: {
      greeting: "নমস্কার! আপনাদের পরিষেবা সম্পর্কে জানতে চাই।",
      aboutService: (service) => `নমস্কার! ${service} সম্পর্কে জানতে চাই।`,
      aboutCity: (city) => `নমস্কার! ${locative(city)} আপনাদের পরিষেবা সম্পর্কে জানতে চাই।`,
      aboutEstimate: (total, link) => `নমস্কার! আমার আনুমানিক খরচ ${total} এসেছে, এ নিয়ে কথা বলতে চাই: ${link}`,
    },
  },
} satisfies LocalePhrases;

export const { translations } = phrases;
