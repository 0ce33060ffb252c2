import { FormWithAside } from "~/components/form-with-aside";
import type { ContactContent } from "~/content/schemas/pages";
import { EnquiryForm } from "~/forms/enquiry-form";

/** The enquiry form (it carries the 'Send your enquiry below' heading and card) with tips beside it. */
export function EnquirySection({ words: w }: { words: ContactContent["enquiry"] }) {
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
