import { FormWithAside } from "~/components/form-with-aside";
import { replyText } from "~/content/facts";
import { FranchiseForm } from "~/forms";

/** The franchise enquiry form (it carries its own heading and card) with what happens next. */
export function FranchiseSection() {
  return (
    <FormWithAside
      id="franchise-enquiry"
      form={<FranchiseForm />}
      asideId="franchise-next"
      asideTitle="What happens after you apply"
      note="Share documents as cloud-drive links that anyone with the link can open; we never ask for originals before the meeting."
    >
      <ol className="mt-4 list-decimal space-y-3 pl-5 text-ink marker:font-bold marker:text-accent-600">
        <li>Our franchise team calls you {replyText} in phone hours to set up a talk about your city.</li>
        <li>We meet at your office or ours, and look at your premises and vehicles.</li>
        <li>You sign the franchise agreement, your team trains at our head office, and your first leads arrive.</li>
      </ol>
    </FormWithAside>
  );
}
