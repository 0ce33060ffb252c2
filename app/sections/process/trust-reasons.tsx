import { Award, BadgeCheck, type IconComponent, MapPinned, ShieldCheck, Star, Users } from "~/components/icons";
import { trustReasons } from "~/content/process";

const icons: IconComponent[] = [BadgeCheck, Award, Users, ShieldCheck, MapPinned, Star];

/** Six reasons to trust the company. */
export function TrustReasons() {
  return (
    <section aria-labelledby="why-trust-us" className="bg-surface py-16 sm:py-20">
      <div className="container-page">
        <h2 id="why-trust-us" className="text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">
          Why Families Trust Us
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {trustReasons.map((r, i) => {
            const Icon = icons[i % icons.length]!;
            return (
              <li key={r.title} className="rounded-xl border border-line bg-white p-6 shadow-card">
                <span className="flex size-12 items-center justify-center rounded-lg bg-accent-50 text-accent-600">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <h3 className="mt-4 text-lg font-bold text-brand-900">{r.title}</h3>
                <p className="mt-2 leading-relaxed text-ink-muted">{r.text}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
