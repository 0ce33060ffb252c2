import { NumberedSteps } from "~/components/numbered-steps";
import { aboutSteps } from "~/content/about";

/** The six steps of a move. */
export function AboutSteps() {
  return (
    <section aria-labelledby="how-we-move-you" className="py-16 sm:py-20">
      <div className="container-page">
        <h2 id="how-we-move-you" className="text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">
          How We Move You in Six Steps
        </h2>
        <NumberedSteps steps={aboutSteps} columns={3} label="Step" />
      </div>
    </section>
  );
}
