import { ShieldCheck } from "~/components/icons";
import { Link } from "~/components/link";
import type { CityPageWords } from "~/content/network-city";

/** Fake movers often advertise under a city's name: every branch page points to the checks on /verify. */
export function CityVerifyNote({ words: w }: { words: CityPageWords["verify"] }) {
  return (
    <section aria-labelledby="city-verify-title" className="container-page pb-section sm:pb-16">
      <div className="flex flex-col gap-4 rounded-xl border border-line bg-brand-50 p-card sm:flex-row sm:items-center sm:justify-between sm:p-6">
        <div className="flex gap-4">
          <ShieldCheck className="mt-1 size-6 shrink-0 text-brand-700" aria-hidden="true" />
          <div>
            <h2 id="city-verify-title" className="text-lg font-bold text-brand-900">
              {w.title}
            </h2>
            <p className="mt-1 text-ink-muted">{w.text}</p>
          </div>
        </div>
        <Link to="/verify" className="btn-outline shrink-0">
          {w.button}
        </Link>
      </div>
    </section>
  );
}
