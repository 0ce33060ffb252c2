import type { LocalePage } from "~/locales/words";

const words = {
  title: "पेज नहीं मिला",
  description: "आप जो पेज खोज रहे हैं, वह यहां नहीं है। होम पेज पर वापस जाएं या हमारी शिफ्टिंग सेवाएं देखें।",
};

export const translations = {
  notFoundPageWords: words,
} satisfies LocalePage["translations"];

/** No canonical: the page answers every unknown address under /hi (pre-rendered once as hi/404.html). */
