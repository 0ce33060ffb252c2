import { PageHero } from "~/components/page-hero";
import { LegalDocument, LegalVersionNote } from "~/sections/legal/legal-document";

import type { Route } from "./+types/terms-and-conditions";
import { legalPageData } from "./page-data";
import { localeMeta } from "./page-meta";

export const PATH = "/terms-and-conditions";

export const meta: Route.MetaFunction = (args) =>
  localeMeta(args, () => ({ ...args.loaderData.content.meta, path: PATH }));

/** The page's words (content/<language>/terms-and-conditions.json) and its text, read at build time: the page's data. */
export const loader = ({ request }: Route.LoaderArgs) => legalPageData(request, "terms-and-conditions");

export default function TermsAndConditions({
  loaderData: { content, document, sections, updated },
}: Route.ComponentProps) {
  const { hero } = content;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.heading} proofs={["gstin", "iba", "gst"]}>
        <p>{hero.intro}</p>
        <LegalVersionNote note={document.versionNote} />
      </PageHero>
      <LegalDocument words={document} sections={sections} updated={updated} />
    </>
  );
}
