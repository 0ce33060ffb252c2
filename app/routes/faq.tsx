import { AddressText } from "~/components/address-text";
import { FaqAccordion } from "~/components/faq-accordion";
import { Mail, MessageCircle, Phone } from "~/components/icons";
import { Link } from "~/components/link";
import { PageHero } from "~/components/page-hero";
import { SafetyGuarantee } from "~/components/safety-guarantee";
import { formatPhone, mailHref, site, telHref } from "~/config/site";
import { faqsIn } from "~/content/faqs";

import type { Route } from "./+types/faq";
import { inlinePicture, localeOfRequest, pageFacts, pageGuarantee, PHONE_HERO_WIDTH } from "./page-data";
import { localeMeta } from "./page-meta";

export const PATH = "/faq";

export const meta: Route.MetaFunction = (args) =>
  localeMeta(args, () => ({ ...args.loaderData.content.meta, path: PATH }));

/**
 * The page's words in its language, read at build time from content/<language>/faq.json with the company's facts,
 * and the questions: the page's data carries them, not its script.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { pageWordsIn } = await import("~/content/pages");
  const locale = localeOfRequest(request);
  const [content, faqs] = await Promise.all([pageWordsIn("faq", locale, await pageFacts(request)), faqsIn(locale)]);
  return {
    content,
    faqs,
    heroPicture: await inlinePicture("faq", PHONE_HERO_WIDTH),
    ...(await pageGuarantee(request)),
  };
}

export default function Faq({ loaderData: { content, faqs, heroPicture } }: Route.ComponentProps) {
  const { hero, questions, contact } = content;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.heading}
        image="faq"
        inline={heroPicture}
        proofs={["priceFrom", "gst", "reply"]}
      >
        <p>{hero.intro}</p>
      </PageHero>
      <FaqAccordion title={questions.title} eyebrow={questions.eyebrow} items={faqs} />
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
                  {contact.title}
                </h2>
                <p className="mt-1 text-ink-muted">{contact.text}</p>
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
                    <AddressText value={site.email} />
                  </a>
                </p>
              </div>
            </div>
            <Link to="/contact" className="btn-primary shrink-0">
              {contact.button}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
