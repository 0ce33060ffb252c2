import { FormWithAside } from "~/components/form-with-aside";
import { replyText } from "~/content/facts";
import { words } from "~/content/translation";
import { FranchiseForm } from "~/forms/franchise-form";
import { useTranslated } from "~/i18n/translations";

export const franchiseSectionWords = words("franchiseSectionWords", {
  asideTitle: "What happens after you apply",
  note: "Share documents as cloud-drive links that anyone with the link can open; we never ask for originals before the meeting.",
  steps: [
    `Our franchise team calls you ${replyText} in phone hours to set up a talk about your city.`,
    "We meet at your office or ours, and look at your premises and vehicles.",
    "You sign the franchise agreement, your team trains at our head office, and your first leads arrive.",
  ],
});

/** The franchise enquiry form (it carries its own heading and card) with what happens next. */
export function FranchiseSection() {
  const w = useTranslated(franchiseSectionWords);
  return (
    <FormWithAside
      id="franchise-enquiry"
      form={<FranchiseForm />}
      asideId="franchise-next"
      asideTitle={w.asideTitle}
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
