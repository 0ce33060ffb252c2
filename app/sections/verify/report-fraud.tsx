import { Card } from "~/components/card";
import { Megaphone, Phone } from "~/components/icons";
import { Section } from "~/components/section";
import { formatPhone, site, telHref } from "~/config/site";
import { publicHelp } from "~/content/verify";
import { FraudReportForm } from "~/forms";

/** How to report someone using our name: the form, our phone, and the government helplines. */
export function ReportFraud() {
  return (
    <Section labelledBy="report-fraud-help" id="report">
      <div className="container-page grid items-start gap-10 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <p className="text-sm font-semibold tracking-widest text-accent-600 uppercase">Step 4</p>
          <h2
            id="report-fraud-help"
            className="mt-2 text-3xl font-extrabold tracking-tight text-balance text-brand-900 sm:text-4xl"
          >
            Not sure, or already paid?
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-ink-muted">
            Call our head office before you pay anything: we confirm any quotation, LR number or payment request in a
            minute.
          </p>
          <p className="mt-4">
            <a href={telHref(site.phone)} className="btn-primary">
              <Phone className="size-4" aria-hidden="true" />
              Call {formatPhone(site.phone)}
            </a>
          </p>
          <Card tone="surface" padding="compact" className="mt-8">
            <h3 className="flex items-center gap-2 font-bold text-brand-900">
              <Megaphone className="size-5 text-accent-600" aria-hidden="true" />
              If you have lost money
            </h3>
            <p className="mt-2 text-sm text-ink-muted">
              Report it to the police at once; the sooner, the better the chance the bank can hold the money.
            </p>
            <ul className="mt-3 space-y-1.5 text-sm">
              {publicHelp.map((h) => (
                <li key={h.label}>
                  {h.label}:{" "}
                  <a
                    href={h.href}
                    className="font-semibold text-brand-700 hover:underline"
                    {...(h.href.startsWith("http") ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                  >
                    {h.value}
                    {h.href.startsWith("http") && <span className="sr-only"> (opens in a new tab)</span>}
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
