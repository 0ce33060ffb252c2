import { FormWithAside } from "~/components/form-with-aside";
import { replyPromise } from "~/content/facts";
import { words } from "~/content/translation";
import { EnquiryForm } from "~/forms/enquiry-form";
import { useTranslated } from "~/i18n/translations";

export const enquirySectionWords = words("enquirySectionWords", {
  title: "For a faster, more accurate quote",
  tips: [
    "Mention your floor, and whether there is a lift at both ends.",
    "List large items such as almirahs, sofas, a piano, or a car or bike.",
    "Add your preferred moving date, even if it is not fixed yet.",
    "For an office, give the number of workstations and any server racks.",
  ],
  note: replyPromise,
});

/** The enquiry form (it carries the 'Send your enquiry below' heading and card) with tips beside it. */
export function EnquirySection() {
  const w = useTranslated(enquirySectionWords);
  return (
    <FormWithAside
      id="enquiry"
      surface
      form={<EnquiryForm />}
      asideId="enquiry-tips"
      asideTitle={w.title}
      note={w.note}
    >
      <ul className="mt-4 list-disc space-y-2 pl-5 text-ink marker:text-accent-600">
        {w.tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </FormWithAside>
  );
}
