import type { Dictionary } from "~/locales/book";

/** The seven service pages in Bengali, each paired with its English record (the route's and the tests' one list). */
import { defenceRelocation } from "./defence-relocation.ts";
import { fineArtsRelocation } from "./fine-arts-relocation.ts";
import { homeShifting } from "./home-shifting.ts";
import { localShifting } from "./local-shifting.ts";
import { officeRelocation } from "./office-relocation.ts";
import { vehicleShifting } from "./vehicle-shifting.ts";
import { warehousing } from "./warehousing.ts";

export const servicePages = {
  ...homeShifting,
  ...vehicleShifting,
  ...officeRelocation,
  ...warehousing,
  ...localShifting,
  ...defenceRelocation,
  ...fineArtsRelocation,
} satisfies Dictionary;
