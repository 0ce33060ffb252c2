import type { Complete } from "~/locales/book";

import type * as layout from "./layout";
import type * as defenceRelocation from "./pages/defence-relocation";
import type * as faq from "./pages/faq";
import type * as fineArtsRelocation from "./pages/fine-arts-relocation";
import type * as homeShifting from "./pages/home-shifting";
import type * as ibaApprovedTransporter from "./pages/iba-approved-transporter";
import type * as localShifting from "./pages/local-shifting";
import type * as movingPlan from "./pages/moving-plan";
import type * as movingPlanPhrases from "./pages/moving-plan.phrases";
import type * as notFound from "./pages/not-found";
import type * as officeRelocation from "./pages/office-relocation";
import type * as vehicleShifting from "./pages/vehicle-shifting";
import type * as verify from "./pages/verify";
import type * as verifyPhrases from "./pages/verify.phrases";
import type * as warehousing from "./pages/warehousing";
import type * as homeParts from "./parts/home";
import type * as inventoryPart from "./parts/inventory";
import type * as phrases from "./phrases";

/**
 * The Hindi dictionary is whole: every id of the book (../book.ts) is translated by the layout or a page.
 * When one is missing, the typecheck fails here and names it.
 */
export const complete: Complete<
  | (
      | typeof layout
      | typeof phrases
      | typeof defenceRelocation
      | typeof faq
      | typeof fineArtsRelocation
      | typeof homeShifting
      | typeof ibaApprovedTransporter
      | typeof localShifting
      | typeof movingPlan
      | typeof notFound
      | typeof officeRelocation
      | typeof vehicleShifting
      | typeof verify
      | typeof warehousing
      | typeof movingPlanPhrases
      | typeof verifyPhrases
    )["translations"]
  // The words of the home page's parts below its hero, which each part loads with its code.
  | (typeof homeParts)[keyof typeof homeParts]
  // The words of the estimator's item list, which load with its code.
  | (typeof inventoryPart)["inventoryBuilder"]
> = true;
