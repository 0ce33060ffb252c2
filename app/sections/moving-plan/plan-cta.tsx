import { Link } from "~/components/link";
import { formatPhone, site, telHref } from "~/config/site";
import type { MovingPlanData } from "~/content/moving-plan";
import { useStrings } from "~/i18n/strings";
import type { PlanInput } from "~/lib/moving-plan/input";
import { type PlanCta as Cta, surveyHref } from "~/lib/moving-plan/plan";

/** The call to action that suits how far away the move is (ctaFor in app/lib/moving-plan/plan.ts). */
export function PlanCta({ words: w, cta, input }: { words: MovingPlanData["cta"]; cta: Cta; input: PlanInput }) {
  const { bookFreeSurvey } = useStrings();
  if (cta === "none") return null;
  const [title, text] =
    cta === "survey"
      ? [w.surveyTitle, w.surveyText]
      : cta === "call"
        ? [w.callTitle, w.callText]
        : [w.bothTitle, w.bothText];
  const survey = (
    <Link
      to={surveyHref(input)}
      className={cta === "survey-and-call" || cta === "survey" ? "btn-primary" : "btn-outline"}
    >
      {bookFreeSurvey}
    </Link>
  );
  const call = (
    <a href={telHref(site.phone)} className={cta === "call" ? "btn-primary" : "btn-outline"}>
      {w.call}
      <span lang="en" className="tabular-nums">
        {formatPhone(site.phone)}
      </span>
    </a>
  );
  return (
    <div
      data-testid="plan-cta"
      data-cta={cta}
      className="mt-5 rounded-xl border border-accent-400 bg-accent-50 p-4 sm:p-5 print:hidden"
    >
      <p className="font-bold text-brand-900">{title}</p>
      <p className="mt-1 text-sm text-ink">{text}</p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {cta !== "call" && survey}
        {cta !== "survey" && call}
      </div>
    </div>
  );
}
