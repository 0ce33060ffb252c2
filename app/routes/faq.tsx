import { FaqAccordion } from "~/components/faq-accordion";
import { Mail, MessageCircle, Phone } from "~/components/icons";
import { Link } from "~/components/link";
import { PageHero } from "~/components/page-hero";
import { SafetyGuarantee } from "~/components/safety-guarantee";
import { formatPhone, mailHref, site, telHref } from "~/config/site";
import { replyText } from "~/content/facts";
import { faqsIn } from "~/content/faqs";
import { words } from "~/content/translation";
import { useTranslated } from "~/i18n/translations";
import { localeMeta } from "~/locales/words";

import type { Route } from "./+types/faq";
import { localeOfRequest, pageWords } from "./page-data";

export const PATH = "/faq";

/** The page's own words, which each language translates (app/locales/<code>/pages/faq.ts). */
export const faqPageWords = words("faqPageWords", {
  title: "Frequently asked questions",
  description:
    "Answers to common questions about packing, surveys, tracking, insurance claims, vehicle transport and rescheduling your move.",
  eyebrow: "FAQ",
  heading: "Frequently asked questions",
  intro: "Straight answers to what people ask us most before they move.",
  questionsTitle: "Before you move",
  questionsEyebrow: "Your questions",
  contactTitle: "Didn’t find your answer?",
  contactText: `Talk to a move coordinator — we reply ${replyText} in phone hours, in English, Hindi or Bengali.`,
  contactButton: "Contact Us",
});

export const meta: Route.MetaFunction = (args) =>
  localeMeta(args, (t) => ({ title: t(faqPageWords).title, description: t(faqPageWords).description, path: PATH }));

export const loader = async ({ request }: Route.LoaderArgs) => ({
  ...(await pageWords(request, "faq")),
  faqs: await faqsIn(localeOfRequest(request)),
});

export default function Faq({ loaderData }: Route.ComponentProps) {
  const w = useTranslated(faqPageWords);
  return (
    <>
      <PageHero eyebrow={w.eyebrow} title={w.heading} proofs={["priceFrom", "gst", "reply"]}>
        <p>{w.intro}</p>
      </PageHero>
      <FaqAccordion title={w.questionsTitle} eyebrow={w.questionsEyebrow} items={loaderData.faqs} />
      <SafetyGuarantee />
      <section aria-labelledby="faq-contact-title" className="pb-16 sm:pb-20">
        <div className="container-page">
          <div className="flex max-w-3xl flex-col gap-6 rounded-xl border border-line bg-brand-50 p-6 sm:p-8 md:flex-row md:items-center md:justify-between">
            <div className="flex gap-4">
              <span className="hidden size-12 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-white sm:flex">
                <MessageCircle className="size-6" aria-hidden="true" />
              </span>
              <div>
                <h2 id="faq-contact-title" className="text-xl font-extrabold text-brand-900">
                  {w.contactTitle}
                </h2>
                <p className="mt-1 text-ink-muted">{w.contactText}</p>
                <p className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm font-semibold">
                  <a
                    href={telHref(site.phone)}
                    className="inline-flex items-center gap-1.5 text-brand-700 hover:underline"
                  >
                    <Phone className="size-4" aria-hidden="true" />
                    {formatPhone(site.phone)}
                  </a>
                  <a
                    href={mailHref(site.email)}
                    className="inline-flex items-center gap-1.5 text-brand-700 hover:underline"
                  >
                    <Mail className="size-4" aria-hidden="true" />
                    {site.email}
                  </a>
                </p>
              </div>
            </div>
            <Link to="/contact" className="btn-primary shrink-0">
              {w.contactButton}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
