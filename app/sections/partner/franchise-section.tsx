import { FormWithAside } from "~/components/form-with-aside";
import type { PartnerContent } from "~/content/schemas/partner";
import { FranchiseForm } from "~/forms/franchise-form";

/** The franchise enquiry form (it carries its own heading and card) with what happens next. */
export function FranchiseSection({ words: w }: { words: PartnerContent["next"] }) {
  return (
    <FormWithAside
      id="franchise-enquiry"
      form={<FranchiseForm />}
      asideId="franchise-next"
      asideTitle={w.title}
      note={w.note}
    >
      <ol className="mt-4 list-decimal space-y-3 pl-5 text-ink marker:font-bold marker:text-accent-600">
        {w.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </FormWithAside>
  );
}
