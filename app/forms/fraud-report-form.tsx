import { site } from "~/config/site";

import { defineForm } from "./lib/field-table";
import { useFormWords } from "./lib/form-words";
import { FRAUD_REPORT_SUBJECT, fraudReportFields } from "./lib/fraud-report-fields";
import { PostedForm } from "./lib/posted-form";

export { FRAUD_REPORT_SUBJECT };
/** Where the provider brings the visitor back after a report (a page that thanks them for the report, not a quote). */
export const REPORT_RECEIVED_PATH = "/verify/report-received";

/**
 * Report of someone posing as the company, posted like the IBA and insurance forms (SPEC §7); the fields are
 * ./lib/fraud-report-fields.ts.
 */
export const fraudReportForm = defineForm(fraudReportFields(site.forms.accessKey));

/** The /verify page's report form. */
export function FraudReportForm() {
  return (
    <PostedForm
      def={fraudReportForm}
      words={useFormWords("fraudReport")}
      wide={["suspect_contact", "details"]}
      thankYouPath={REPORT_RECEIVED_PATH}
    />
  );
}
