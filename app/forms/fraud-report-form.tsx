import { site } from "~/config/site";
import { words } from "~/content/translation";
import { useTranslated } from "~/i18n/translations";

import { defineForm } from "./lib/field-table";
import { FRAUD_REPORT_SUBJECT, fraudReportFields } from "./lib/fraud-report-fields";
import { pageFieldWords } from "./lib/page-field-words";
import { PostedForm } from "./lib/posted-form";

export { FRAUD_REPORT_SUBJECT };
/** Where the provider brings the visitor back after a report (a page that thanks them for the report, not a quote). */
export const REPORT_RECEIVED_PATH = "/verify/report-received";

/**
 * Report of someone posing as the company, posted like the IBA and insurance forms (SPEC §7); the fields are
 * ./lib/fraud-report-fields.ts.
 */
export const fraudReportForm = defineForm(fraudReportFields(site.forms.accessKey), pageFieldWords);

export const fraudReportWords = words("fraudReportForm", {
  title: "Report a fraud",
  intro:
    "Tell us about a call, message, website or payment request that used our name. We check every report, warn other customers and help you with the police complaint.",
  submit: "Send report",
});

/** The /verify page's report form. */
export function FraudReportForm() {
  return (
    <PostedForm
      def={fraudReportForm}
      words={useTranslated(fraudReportWords)}
      wide={["suspect_contact", "details"]}
      thankYouPath={REPORT_RECEIVED_PATH}
    />
  );
}
