import type { Dictionary } from "~/locales/book";

/** Dates as Bengali writes them: "1 জুন, 2025", with Latin digits like every figure on the site. */
const calendar = {
  months: [
    "জানুয়ারি",
    "ফেব্রুয়ারি",
    "মার্চ",
    "এপ্রিল",
    "মে",
    "জুন",
    "জুলাই",
    "আগস্ট",
    "সেপ্টেম্বর",
    "অক্টোবর",
    "নভেম্বর",
    "ডিসেম্বর",
  ],
  day: (day, month, year) => `${day} ${month}, ${year}`,
  month: (month, year) => `${month} ${year}`,
  weekdays: ["রবি", "সোম", "মঙ্গল", "বুধ", "বৃহস্পতি", "শুক্র", "শনি"],
  weekdayDay: (weekday, day, month) => `${weekday} ${day} ${month}`,
} satisfies Dictionary["calendarWords"];

export const calendarWords = { calendarWords: calendar } satisfies Dictionary;
