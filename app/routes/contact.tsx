import { CompanyIdentity } from "~/components/company-identity";
import { PageHero } from "~/components/page-hero";
import { replyText } from "~/content/facts";
import { pageMeta } from "~/lib/seo";
import { ConnectCards } from "~/sections/contact/connect-cards";
import { EnquirySection } from "~/sections/contact/enquiry-section";
import { FollowUs } from "~/sections/contact/follow-us";
import { HeadOffice } from "~/sections/contact/head-office";

export const meta = () =>
  pageMeta({
    title: "Contact Us",
    description: `Contact our Kolkata head office by phone, e-mail or the enquiry form, or ask for a call back. We reply ${replyText} in phone hours.`,
    path: "/contact",
  });

export default function Contact() {
  return (
    <>
      <PageHero eyebrow="Get in touch" title="Contact us">
        <p>
          Call, write or visit our head office in Newtown, Kolkata. We answer every enquiry {replyText} in phone hours.
        </p>
      </PageHero>
      {/* The quickest ways to reach us come first: 'Call me back' within a phone's first two screens. */}
      <ConnectCards />
      <HeadOffice />
      <EnquirySection />
      <CompanyIdentity />
      <FollowUs />
    </>
  );
}
