import { PageHero } from "~/components/PageHero";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Fine Arts Relocation",
    description: "Fine art relocation with custom wooden crates, acid-free wrapping and climate-aware transport for paintings, sculptures and antiques.",
    path: "/fine-arts-relocation",
  });

export default function FineArtsRelocation() {
  return (
    <PageHero eyebrow="Art and antiques" title="Fine Arts Relocation">
      <p>Paintings, sculptures and antiques packed in custom crates with acid-free wrapping and moved with care for heat and humidity.</p>
    </PageHero>
  );
}
