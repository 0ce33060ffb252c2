import { PageHero } from "~/components/page-hero";
import { pageMeta } from "~/lib/seo";
import { FranchiseSection } from "~/sections/partner/franchise-section";
import { PartnerInfo } from "~/sections/partner/partner-info";

export const meta = () =>
  pageMeta({
    title: "Franchise Partnership",
    description:
      "Open a franchise of our moving company in your city: our brand, training and lead support. Send your franchise enquiry today.",
    path: "/partner",
  });

export default function Partner() {
  return (
    <>
      <PageHero
        eyebrow="Grow with us"
        title="Franchise partnership"
        jump={{ href: "#franchise-enquiry", label: "Send an Enquiry" }}
      >
        <p>Run a moving business in your city with our brand, training and steady leads behind you.</p>
      </PageHero>
      <PartnerInfo />
      <FranchiseSection />
    </>
  );
}
