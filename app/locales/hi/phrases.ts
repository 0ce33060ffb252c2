import type { LocalePhrases } from "~/locales/words";

/**
 * The shared words in Hindi (hindi-glossary.md) that are functions of a number, a name or a date: the records the
 * layout's data cannot carry (./layout.ts), so they load as script with every Hindi page. A record moves here
 * whole when one of its words becomes a function.
 */
const phrases = {
  translations: {
    chatWords: {
      greeting: "नमस्ते! मुझे आपकी सेवाओं के बारे में जानकारी चाहिए।",
      aboutService: (service) => `नमस्ते! मुझे ${service} के बारे में जानकारी चाहिए।`,
      aboutCity: (city) => `नमस्ते! मुझे ${city} में आपकी सेवाओं के बारे में जानकारी चाहिए।`,
      aboutEstimate: (total, link) => `नमस्ते! मुझे अपने ${total} के अनुमान के बारे में बात करनी है: ${link}`,
    },
  },
} satisfies LocalePhrases;

export const { translations } = phrases;
