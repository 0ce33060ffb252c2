import { PageHero } from "~/components/PageHero";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Car & Bike Shifting",
    description: "Car and bike transport across India in enclosed carriers, with inspection reports at pickup and delivery and indicative prices per distance.",
    path: "/vehicle-shifting",
  });

export default function VehicleShifting() {
  return (
    <PageHero eyebrow="Vehicle transport" title="Car & Bike Shifting">
      <p>Enclosed car carriers and crated two-wheeler transport between cities, with a condition report signed at pickup and delivery.</p>
    </PageHero>
  );
}
