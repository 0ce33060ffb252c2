import { PageHero } from "~/components/PageHero";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Corporate Relocation",
    description: "Office and corporate relocation planned around your working hours: IT equipment, files and furniture moved over a weekend with labelled crates.",
    path: "/office-relocation",
  });

export default function OfficeRelocation() {
  return (
    <PageHero eyebrow="Office moves" title="Corporate Relocation">
      <p>Desks, servers, files and furniture moved over a weekend or overnight, so your team starts Monday at the new address.</p>
    </PageHero>
  );
}
