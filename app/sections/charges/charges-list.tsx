import type { ChargeWhen, ShownCharge, ShownCharges } from "~/content/charges";
import type { ChargesPageContent } from "~/content/schemas/pages";

const GROUP_ORDER: readonly ChargeWhen[] = ["quoted", "on-the-day", "at-actual"];

function Charge({ charge }: { charge: ShownCharge }) {
  return (
    <li id={charge.id} className="rounded-xl border border-line bg-white p-5">
      <h3 className="text-lg font-bold text-brand-900">{charge.name}</h3>
      <p className="mt-2 leading-relaxed text-ink">{charge.rule}</p>
    </li>
  );
}

/** The words of the list, in the page's language: a heading and a line for each group, and the last heading. */
type ChargesListWords = Pick<ChargesPageContent, "groups" | "never">;

/** The complete published list of extra charges, grouped by how they reach a bill. */
export function ChargesList({ words: w, charges, neverCharged }: ShownCharges & { words: ChargesListWords }) {
  const groups = GROUP_ORDER.map((when) => ({ when, ...w.groups[when] }));
  return (
    <div className="container-page max-w-4xl section-y">
      {groups.map((g) => (
        <section key={g.when} aria-labelledby={`charges-${g.when}`} className="mt-12 first:mt-0">
          <h2 id={`charges-${g.when}`} className="text-2xl font-extrabold text-brand-900">
            {g.title}
          </h2>
          <p className="mt-2 text-ink-muted">{g.intro}</p>
          <ul className="mt-5 space-y-4">
            {charges
              .filter((c) => c.when === g.when)
              .map((c) => (
                <Charge key={c.id} charge={c} />
              ))}
          </ul>
        </section>
      ))}
      <section aria-labelledby="charges-never" className="mt-12 rounded-xl bg-brand-50 p-6">
        <h2 id="charges-never" className="text-2xl font-extrabold text-brand-900">
          {w.never}
        </h2>
        <ul className="mt-4 list-disc space-y-2 pl-6 text-ink marker:text-accent-600">
          {neverCharged.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
