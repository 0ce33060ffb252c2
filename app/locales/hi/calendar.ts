import type { Dictionary } from "~/locales/book";

/** Dates as Hindi writes them: "1 जून 2025"; month names as the glossary spells them, without the nukta. */
const calendar = {
  months: ["जनवरी", "फरवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर", "नवंबर", "दिसंबर"],
  day: (day, month, year) => `${day} ${month} ${year}`,
  month: (month, year) => `${month} ${year}`,
  weekdays: ["रवि", "सोम", "मंगल", "बुध", "गुरु", "शुक्र", "शनि"],
  weekdayDay: (weekday, day, month) => `${weekday}, ${day} ${month}`,
} satisfies Dictionary["calendarWords"];

export const calendarWords = { calendarWords: calendar } satisfies Dictionary;
