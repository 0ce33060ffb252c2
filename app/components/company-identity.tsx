import { Link } from "~/components/link";
import { site } from "~/config/site";
import type { ComponentsContent } from "~/content/schemas/components";

import { Card } from "./card";
import { useComponentWords, useDirectorName } from "./component-words";
import { Section } from "./section";
import { SectionHeading } from "./section-heading";

type Identity = typeof site.identity;

/** The registration facts a visitor can check against an invoice, a consignment note or a government register. */
function identityFacts(w: ComponentsContent["companyIdentity"], directorName: string, id: Identity = site.identity) {
  return [
    { term: w.legalName, value: id.legalName },
    { term: "GSTIN", value: id.gstin, code: true },
    { term: id.registrationLabel, value: id.registration, code: true },
    { term: w.ibaApproval, value: id.ibaCode, code: true },
    { term: w.founded, value: String(id.yearFounded) },
    { term: w.director, value: directorName },
    { term: w.fleet, value: w.fleetSize },
    { term: w.insurers, value: id.insurers.join(", ") },
  ];
}

/** The identity facts as a definition list; the numbers are set in a monospace face so they are easy to compare. */
export function IdentityList({ className = "" }: { className?: string }) {
  const w = useComponentWords("companyIdentity");
  const directorName = useDirectorName();
  return (
    <dl className={`grid gap-x-8 gap-y-4 sm:grid-cols-2 ${className}`}>
      {identityFacts(w, directorName).map((f) => (
        <div key={f.term} className="border-b border-line pb-3">
          <dt className="text-sm font-semibold text-ink-muted">{f.term}</dt>
          {/* A code is Latin, spaced apart to compare, on Hindi pages too (app.css "Indic typography"). */}
          <dd
            lang={f.code ? "en" : undefined}
            className={`mt-0.5 font-bold break-words text-brand-900 ${f.code ? "font-mono tracking-wide" : ""}`}
          >
            {f.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** "Company details" section for the about and contact pages, pointing on to /verify. */
export function CompanyIdentity({ id = "company-details" }: { id?: string }) {
  const w = useComponentWords("companyIdentity");
  return (
    // Laid out at load: it is taller than a skipped section's guess on a phone, and the band laid out at load
    // after it on /contact would sit under its last link for a check that reads positions (axe's target size).
    <Section labelledBy={id} tone="surface" layoutWhenNear={false}>
      <div className="container-page">
        <SectionHeading id={id} eyebrow={w.eyebrow} title={w.title}>
          <p>{w.intro}</p>
        </SectionHeading>
        <Card className="mt-10 max-w-3xl">
          <IdentityList />
          <p className="mt-6 text-sm">
            <Link to="/verify" className="font-semibold text-brand-700 underline underline-offset-4">
              {w.verifyLink}
            </Link>
          </p>
        </Card>
      </div>
    </Section>
  );
}
