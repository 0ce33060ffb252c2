import { PageHero } from "~/components/PageHero";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "IBA Approved Transporter",
    description: "An IBA-approved transporter for bank employee transfers: approved bills, insured transit and nationwide branches. Learn what approval means.",
    path: "/iba-approved-transporter",
  });

export default function IbaApprovedTransporter() {
  return (
    <PageHero eyebrow="Bank-approved mover" title="IBA Approved Transporter">
      <p>Bank employees on transfer can claim relocation costs with our Indian Banks' Association approved bills. Here is what that approval means.</p>
    </PageHero>
  );
}
