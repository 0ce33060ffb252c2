/**
 * Every record of words on the site, by its id: what each language's dictionary translates. A language's modules
 * (app/locales/<code>/) are each `satisfies Dictionary`, so an id the English lacks or a text of the wrong shape
 * fails the typecheck, and its book.ts lists them all, so an id no module translates fails it too.
 */
import type * as componentsBreadcrumb from "~/components/breadcrumb";
import type * as componentsCarouselControls from "~/components/carousel-controls";
import type * as contentCalendar from "~/content/calendar";
import type { Translated } from "~/content/translation";
import type * as i18nChat from "~/i18n/chat";
import type * as i18nStrings from "~/i18n/strings";
import type * as libBreadcrumbs from "~/lib/breadcrumbs";
import type * as libSeo from "~/lib/seo";
import type * as routesMovingPlan from "~/routes/moving-plan";
import type * as routesVerify from "~/routes/verify";
import type * as sectionsEstimatorEstimatorText from "~/sections/estimator/estimator-text";
import type * as sectionsEstimatorInventoryInventoryText from "~/sections/estimator/inventory/inventory-text";
import type * as sectionsMovingPlanDates from "~/sections/moving-plan/dates";
import type * as sectionsMovingPlanMovingPlan from "~/sections/moving-plan/moving-plan";
import type * as sectionsMovingPlanPlanActions from "~/sections/moving-plan/plan-actions";
import type * as sectionsMovingPlanPlanCta from "~/sections/moving-plan/plan-cta";
import type * as sectionsMovingPlanPlanForm from "~/sections/moving-plan/plan-form";
import type * as sectionsMovingPlanPlanView from "~/sections/moving-plan/plan-view";
import type * as sectionsVerifyCommonFrauds from "~/sections/verify/common-frauds";
import type * as sectionsVerifyContactChecker from "~/sections/verify/contact-checker";
import type * as sectionsVerifyGenuineDocuments from "~/sections/verify/genuine-documents";
import type * as sectionsVerifyOfficialContacts from "~/sections/verify/official-contacts";
import type * as sectionsVerifyPaymentRules from "~/sections/verify/payment-rules";
import type * as sectionsVerifyReportFraud from "~/sections/verify/report-fraud";

export interface Book {
  breadcrumbWords: typeof componentsBreadcrumb.breadcrumbWords;
  carouselWords: typeof componentsCarouselControls.carouselWords;
  chatWords: typeof i18nChat.chatWords;
  calendarWords: typeof contentCalendar.calendarWords;
  commonFraudsWords: typeof sectionsVerifyCommonFrauds.commonFraudsWords;
  contactCheckerWords: typeof sectionsVerifyContactChecker.contactCheckerWords;
  estimatorTextWords: typeof sectionsEstimatorEstimatorText.estimatorTextWords;
  genuineDocumentsWords: typeof sectionsVerifyGenuineDocuments.genuineDocumentsWords;
  inventoryTextWords: typeof sectionsEstimatorInventoryInventoryText.inventoryTextWords;
  layoutWords: typeof i18nStrings.en;
  movingPlanSectionWords: typeof sectionsMovingPlanMovingPlan.movingPlanSectionWords;
  movingPlanWords: typeof routesMovingPlan.movingPlanWords;
  officialContactsWords: typeof sectionsVerifyOfficialContacts.officialContactsWords;
  ourServicesCrumb: typeof libBreadcrumbs.ourServicesCrumb;
  shareImageWords: typeof libSeo.shareImageWords;
  paymentRulesWords: typeof sectionsVerifyPaymentRules.paymentRulesWords;
  planActionsWords: typeof sectionsMovingPlanPlanActions.planActionsWords;
  planCtaWords: typeof sectionsMovingPlanPlanCta.planCtaWords;
  planDateWords: typeof sectionsMovingPlanDates.planDateWords;
  planFormWords: typeof sectionsMovingPlanPlanForm.planFormWords;
  planViewWords: typeof sectionsMovingPlanPlanView.planViewWords;
  reportFraudWords: typeof sectionsVerifyReportFraud.reportFraudWords;
  verifyWords: typeof routesVerify.verifyWords;
}

/** A part of a language's dictionary: some ids, each with its record in that language. */
export type Dictionary = { readonly [K in keyof Book]?: Translated<Book[K]> };

type IdsOf<D> = D extends unknown ? keyof D : never;

/**
 * `true` when the dictionaries `D` (a union of a language's modules' types) translate every id of the book;
 * otherwise the ids they miss, named in the typecheck's error.
 */
export type Complete<D> = [Exclude<keyof Book, IdsOf<D>>] extends [never]
  ? true
  : { missing: Exclude<keyof Book, IdsOf<D>> };
