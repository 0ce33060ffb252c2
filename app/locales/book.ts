/**
 * Every record of words on the site, by its id: what each language's dictionary translates. A language's modules
 * (app/locales/<code>/) are each `satisfies Dictionary`, so an id the English lacks or a text of the wrong shape
 * fails the typecheck, and its book.ts lists them all, so an id no module translates fails it too.
 */
import type * as componentsBookSurveyLink from "~/components/book-survey-link";
import type * as componentsBreadcrumb from "~/components/breadcrumb";
import type * as componentsCarouselControls from "~/components/carousel-controls";
import type * as componentsCompanyIdentity from "~/components/company-identity";
import type * as componentsFaqAccordion from "~/components/faq-accordion";
import type * as componentsFoldedParagraphs from "~/components/folded-paragraphs";
import type * as componentsGuaranteeLink from "~/components/guarantee-link";
import type * as componentsHowItWorks from "~/components/how-it-works";
import type * as componentsMapEmbed from "~/components/map-embed";
import type * as componentsOfficeContact from "~/components/office-contact";
import type * as componentsPriceTable from "~/components/price-table";
import type * as componentsProofPanel from "~/components/proof-panel";
import type * as componentsRatingBasis from "~/components/rating-basis";
import type * as componentsSafetyGuarantee from "~/components/safety-guarantee";
import type * as componentsServicesBanner from "~/components/services-banner";
import type * as componentsStepsAside from "~/components/steps-aside";
import type * as componentsTestimonialCards from "~/components/testimonial-cards";
import type * as contentCalendar from "~/content/calendar";
import type * as contentGuarantee from "~/content/guarantee";
import type { Translated } from "~/content/translation";
import type * as i18nChat from "~/i18n/chat";
import type * as i18nStrings from "~/i18n/strings";
import type * as libBreadcrumbs from "~/lib/breadcrumbs";
import type * as libHeroFacts from "~/lib/hero-facts";
import type * as libSeo from "~/lib/seo";
import type * as routesMovingPlan from "~/routes/moving-plan";
import type * as routesVerify from "~/routes/verify";
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
  bookSurveyLinkWords: typeof componentsBookSurveyLink.bookSurveyLinkWords;
  breadcrumbWords: typeof componentsBreadcrumb.breadcrumbWords;
  carouselWords: typeof componentsCarouselControls.carouselWords;
  chatWords: typeof i18nChat.chatWords;
  cityFactWords: typeof libHeroFacts.cityFactWords;
  calendarWords: typeof contentCalendar.calendarWords;
  commonFraudsWords: typeof sectionsVerifyCommonFrauds.commonFraudsWords;
  companyFactWords: typeof libHeroFacts.companyFactWords;
  companyIdentityWords: typeof componentsCompanyIdentity.companyIdentityWords;
  contactCheckerWords: typeof sectionsVerifyContactChecker.contactCheckerWords;
  faqWords: typeof componentsFaqAccordion.faqWords;
  foldedParagraphsWords: typeof componentsFoldedParagraphs.foldedParagraphsWords;
  genuineDocumentsWords: typeof sectionsVerifyGenuineDocuments.genuineDocumentsWords;
  guaranteeLinkWords: typeof componentsGuaranteeLink.guaranteeLinkWords;
  howItWorksWords: typeof componentsHowItWorks.howItWorksWords;
  inventoryTextWords: typeof sectionsEstimatorInventoryInventoryText.inventoryTextWords;
  layoutWords: typeof i18nStrings.en;
  mapWords: typeof componentsMapEmbed.mapWords;
  movingPlanSectionWords: typeof sectionsMovingPlanMovingPlan.movingPlanSectionWords;
  movingPlanWords: typeof routesMovingPlan.movingPlanWords;
  officeContactWords: typeof componentsOfficeContact.officeContactWords;
  officialContactsWords: typeof sectionsVerifyOfficialContacts.officialContactsWords;
  ourServicesCrumb: typeof libBreadcrumbs.ourServicesCrumb;
  shareImageWords: typeof libSeo.shareImageWords;
  paymentRulesWords: typeof sectionsVerifyPaymentRules.paymentRulesWords;
  planActionsWords: typeof sectionsMovingPlanPlanActions.planActionsWords;
  planCtaWords: typeof sectionsMovingPlanPlanCta.planCtaWords;
  planDateWords: typeof sectionsMovingPlanDates.planDateWords;
  planFormWords: typeof sectionsMovingPlanPlanForm.planFormWords;
  planViewWords: typeof sectionsMovingPlanPlanView.planViewWords;
  priceTableWords: typeof componentsPriceTable.priceTableWords;
  proofPanelWords: typeof componentsProofPanel.proofPanelWords;
  ratingBasisWords: typeof componentsRatingBasis.ratingBasisWords;
  reportFraudWords: typeof sectionsVerifyReportFraud.reportFraudWords;
  safetyGuarantee: typeof contentGuarantee.safetyGuarantee;
  safetyGuaranteeWords: typeof componentsSafetyGuarantee.safetyGuaranteeWords;
  servicesBannerWords: typeof componentsServicesBanner.servicesBannerWords;
  stepsAsideWords: typeof componentsStepsAside.stepsAsideWords;
  testimonialCardsWords: typeof componentsTestimonialCards.testimonialCardsWords;
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
