import { PageHero } from "~/components/PageHero";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Home Shifting",
    description: "Door-to-door home shifting across India: free survey, multi-layer packing, careful loading, transit insurance and unpacking at your new home.",
    path: "/home-shifting",
  });

export default function HomeShifting() {
  return (
    <PageHero eyebrow="Household moves" title="Home Shifting">
      <p>Your whole household, packed room by room, moved door to door and unpacked at the other end — with a written quote after a free survey.</p>
    </PageHero>
  );
}
