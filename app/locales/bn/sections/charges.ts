/** The /charges page's section words in Bengali, paired with the English words of each section. */
import type { Dictionary } from "~/locales/book";

export const chargesSections = {
  chargesListWords: {
    groups: {
      quoted: {
        title: "যেসব চার্জ কোটেশনে থাকতে পারে",
        intro:
          "এগুলি ঠিক হয় আপনার জিনিসপত্র আর দুটো ঠিকানা সম্পর্কে আপনি আমাদের যা জানান তা থেকে, তাই আপনার কোটেশনেই আগে থেকে দেখানো থাকে।",
      },
      "on-the-day": {
        title: "যেসব চার্জ শুধু শিফটিংয়ের দিনই ওঠে",
        intro: "এগুলি আমরা আগে থেকে জানতে পারি না; তাই এদের নিয়ম এখানে ঠিক করা আছে, যাতে কখনো হঠাৎ চমক না লাগে।",
      },
      "at-actual": {
        title: "আসল খরচে",
        intro: "এই খরচগুলি আমরা আপনার হয়ে মেটাই আর রসিদ সহ, কোনো লাভ না রেখে, আপনার কাছ থেকে নিই।",
      },
    },
    never: "যার জন্য আমরা কখনো চার্জ নিই না",
  },
} satisfies Dictionary;
