import { FormWithAside } from "~/components/form-with-aside";
import { replyPromise } from "~/content/facts";
import { EnquiryForm } from "~/forms";

/** The enquiry form (it carries the 'Send your enquiry below' heading and card) with tips beside it. */
export function EnquirySection() {
  return (
    <FormWithAside
      id="enquiry"
      surface
      form={<EnquiryForm />}
      asideId="enquiry-tips"
      asideTitle="For a faster, more accurate quote"
      note={replyPromise}
    >
      <ul className="mt-4 list-disc space-y-2 pl-5 text-ink marker:text-accent-600">
        <li>Mention your floor, and whether there is a lift at both ends.</li>
        <li>List large items such as almirahs, sofas, a piano, or a car or bike.</li>
        <li>Add your preferred moving date, even if it is not fixed yet.</li>
        <li>For an office, give the number of workstations and any server racks.</li>
      </ul>
    </FormWithAside>
  );
}
