import { aboutSteps } from "~/content/about";

/** The six steps of a move. */
export function AboutSteps() {
  return (
    <section aria-labelledby="how-we-move-you" className="py-16 sm:py-20">
      <div className="container-page">
        <h2 id="how-we-move-you" className="text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">
          How We Move You in Six Steps
        </h2>
        <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {aboutSteps.map((s, i) => (
            <li key={s.title} className="relative rounded-xl border border-line bg-white p-6 shadow-card">
              <span
                className="flex size-10 items-center justify-center rounded-full bg-accent-600 text-lg font-extrabold text-white"
                aria-hidden="true"
              >
                {i + 1}
              </span>
              <h3 className="mt-4 text-lg font-bold text-brand-900">
                <span className="sr-only">Step {i + 1}: </span>
                {s.title}
              </h3>
              <p className="mt-2 leading-relaxed text-ink-muted">{s.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
