import { Link } from "~/components/link";
import { formatPhone, site, telHref } from "~/config/site";
import { words } from "~/content/translation";
import { useTranslated } from "~/i18n/translations";
import type { PlanInput } from "~/lib/moving-plan/input";
import { type PlanCta as Cta, surveyHref } from "~/lib/moving-plan/plan";

export const planCtaWords = words("planCtaWords", {
  surveyTitle: "Three weeks or more to go: the right time for the free survey",
  surveyText:
    "A surveyor sees your goods, at home or on a video call, and you get a written quote with no hidden charges.",
  bothTitle: "Two to three weeks to go",
  bothText: "A survey can still be fitted in before the move. If your date is fixed, a call settles it faster.",
  callTitle: "Under a week to go",
  callText: "Call us now: we fit the survey and the move into the days that are left.",
  survey: "Book your free survey",
  call: "Call now",
});

/** The call to action that suits how far away the move is (ctaFor in app/lib/moving-plan/plan.ts). */
export function PlanCta({ cta, input }: { cta: Cta; input: PlanInput }) {
  const w = useTranslated(planCtaWords);
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
      {w.survey}
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
