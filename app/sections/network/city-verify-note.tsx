import { ShieldCheck } from "~/components/icons";
import { Link } from "~/components/link";

/** Fake movers often advertise under a city's name: every branch page points to the checks on /verify. */
export function CityVerifyNote({ cityName }: { cityName: string }) {
  return (
    <section aria-labelledby="city-verify-title" className="container-page pb-section sm:pb-16">
      <div className="flex flex-col gap-4 rounded-xl border border-line bg-brand-50 p-card sm:flex-row sm:items-center sm:justify-between sm:p-6">
        <div className="flex gap-4">
          <ShieldCheck className="mt-1 size-6 shrink-0 text-brand-700" aria-hidden="true" />
          <div>
            <h2 id="city-verify-title" className="text-lg font-bold text-brand-900">
              Got a call from “{cityName} packers” using our name?
            </h2>
            <p className="mt-1 text-ink-muted">
              Check the number against our official list, and never pay an advance to a personal UPI ID.
            </p>
          </div>
        </div>
        <Link to="/verify" className="btn-outline shrink-0">
          Is this really us?
        </Link>
      </div>
    </section>
  );
}
