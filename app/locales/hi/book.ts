import type { Complete } from "~/locales/book";

import type * as layout from "./layout";
import type * as about from "./pages/about";
import type * as aboutPhrases from "./pages/about.phrases";
import type * as bookSurvey from "./pages/book-survey";
import type * as bookSurveyPhrases from "./pages/book-survey.phrases";
import type * as career from "./pages/career";
import type * as careerPhrases from "./pages/career.phrases";
import type * as charges from "./pages/charges";
import type * as contact from "./pages/contact";
import type * as costEstimator from "./pages/cost-estimator";
import type * as costEstimatorPhrases from "./pages/cost-estimator.phrases";
import type * as defenceRelocation from "./pages/defence-relocation";
import type * as faq from "./pages/faq";
import type * as fineArtsRelocation from "./pages/fine-arts-relocation";
import type * as freeEstimate from "./pages/free-estimate";
import type * as goodsInsurance from "./pages/goods-insurance";
import type * as goodsInsurancePhrases from "./pages/goods-insurance.phrases";
import type * as home from "./pages/home";
import type * as homePhrases from "./pages/home.phrases";
import type * as homeShifting from "./pages/home-shifting";
import type * as ibaApprovedTransporter from "./pages/iba-approved-transporter";
import type * as ibaApprovedTransporterPhrases from "./pages/iba-approved-transporter.phrases";
import type * as localShifting from "./pages/local-shifting";
import type * as movingPlan from "./pages/moving-plan";
import type * as movingPlanPhrases from "./pages/moving-plan.phrases";
import type * as network from "./pages/network";
import type * as networkPhrases from "./pages/network.phrases";
import type * as networkCity from "./pages/network-city";
import type * as networkCityPhrases from "./pages/network-city.phrases";
import type * as notFound from "./pages/not-found";
import type * as officeRelocation from "./pages/office-relocation";
import type * as ourServices from "./pages/our-services";
import type * as ourServicesPhrases from "./pages/our-services.phrases";
import type * as packing from "./pages/packing";
import type * as partner from "./pages/partner";
import type * as privacyPolicy from "./pages/privacy-policy";
import type * as process from "./pages/process";
import type * as servicePagePhrases from "./pages/service-page.phrases";
import type * as termsAndConditions from "./pages/terms-and-conditions";
import type * as testimonials from "./pages/testimonials";
import type * as thankYou from "./pages/thank-you";
import type * as vehicleShifting from "./pages/vehicle-shifting";
import type * as verify from "./pages/verify";
import type * as verifyPhrases from "./pages/verify.phrases";
import type * as verifyReportReceived from "./pages/verify-report-received";
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
      | typeof about
      | typeof bookSurvey
      | typeof career
      | typeof charges
      | typeof contact
      | typeof costEstimator
      | typeof defenceRelocation
      | typeof faq
      | typeof fineArtsRelocation
      | typeof freeEstimate
      | typeof goodsInsurance
      | typeof homeShifting
      | typeof home
      | typeof ibaApprovedTransporter
      | typeof localShifting
      | typeof movingPlan
      | typeof networkCity
      | typeof network
      | typeof notFound
      | typeof officeRelocation
      | typeof ourServices
      | typeof packing
      | typeof partner
      | typeof privacyPolicy
      | typeof process
      | typeof termsAndConditions
      | typeof testimonials
      | typeof thankYou
      | typeof vehicleShifting
      | typeof verifyReportReceived
      | typeof verify
      | typeof warehousing
      | typeof aboutPhrases
      | typeof bookSurveyPhrases
      | typeof careerPhrases
      | typeof costEstimatorPhrases
      | typeof goodsInsurancePhrases
      | typeof homePhrases
      | typeof ibaApprovedTransporterPhrases
      | typeof movingPlanPhrases
      | typeof networkPhrases
      | typeof networkCityPhrases
      | typeof ourServicesPhrases
      | typeof servicePagePhrases
      | typeof verifyPhrases
    )["translations"]
  // The words of the home page's parts below its hero, which each part loads with its code.
  | (typeof homeParts)[keyof typeof homeParts]
  // The words of the estimator's item list, which load with its code.
  | (typeof inventoryPart)["inventoryBuilder"]
> = true;
