import { Card } from "~/components/card";
import { Megaphone, Phone } from "~/components/icons";
import { Section } from "~/components/section";
import { formatPhone, site, telHref } from "~/config/site";
import type { VerifyContent } from "~/content/company";
import { FraudReportForm } from "~/forms/fraud-report-form";

/** How to report someone using our name: the form, our phone, and the government helplines. */
export function ReportFraud({
  words: w,
  helplines: help,
}: {
  words: VerifyContent["reportSection"];
  helplines: VerifyContent["helplines"];
}) {
  return (
    <Section labelledBy="report-fraud-help" id="report">
      <div className="container-page grid items-start gap-10 lg:grid-cols-5">
        <div className="lg:col-span-2">
          {/* Hidden on phones like every section's eyebrow (SectionHeading). */}
          <p className="hidden text-sm font-semibold tracking-widest text-accent-600 uppercase sm:block">{w.eyebrow}</p>
          <h2
            id="report-fraud-help"
            className="mt-2 text-3xl font-extrabold tracking-tight text-balance text-brand-900 sm:text-4xl"
          >
            {w.title}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-ink-muted">{w.intro}</p>
          <p className="mt-4">
            <a href={telHref(site.phone)} className="btn-primary">
              <Phone className="size-4" aria-hidden="true" />
              {w.call} {formatPhone(site.phone)}
            </a>
          </p>
          <Card tone="surface" padding="compact" className="mt-8">
            <h3 className="flex items-center gap-2 font-bold text-brand-900">
              <Megaphone className="size-5 text-accent-600" aria-hidden="true" />
              {w.lostTitle}
            </h3>
            <p className="mt-2 text-sm text-ink-muted">{w.lostText}</p>
            <ul className="mt-3 space-y-1.5 text-sm">
              {help.map((h) => (
                <li key={h.id}>
                  {h.label}:{" "}
                  <a
                    href={h.href}
                    className="font-semibold text-brand-700 hover:underline"
                    {...(h.href.startsWith("http") ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                  >
                    {h.value}
                    {h.href.startsWith("http") && <span className="sr-only"> {w.newTab}</span>}
                  </a>
                </li>
              ))}
            </ul>
          </Card>
        </div>
        <div className="lg:col-span-3">
          <FraudReportForm />
        </div>
      </div>
    </Section>
  );
}
