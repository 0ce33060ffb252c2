import { PageHero } from "~/components/PageHero";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Privacy Policy",
    description: "How we collect, use and protect the details you send through our forms, and which services handle them on our behalf.",
    path: "/privacy-policy",
  });

export default function PrivacyPolicy() {
  return (
    <PageHero eyebrow="Legal" title="Privacy Policy">
      <p>What we collect when you use this site, why, and who else handles it.</p>
    </PageHero>
  );
}
