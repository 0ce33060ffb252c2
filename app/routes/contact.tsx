import { PageHero } from "~/components/PageHero";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Contact Us",
    description: "Contact our Kolkata head office by phone, e-mail or the enquiry form, or ask for a call back. We reply within one working day.",
    path: "/contact",
  });

export default function Contact() {
  return (
    <PageHero eyebrow="Get in touch" title="Contact Us">
      <p>Call, write or visit our head office in Newtown, Kolkata. We answer every enquiry within one working day.</p>
    </PageHero>
  );
}
