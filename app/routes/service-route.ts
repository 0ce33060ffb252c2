import type { MetaFunction } from "react-router";

import { localeOf } from "~/config/locales";
import type { ServicePageContent } from "~/content/service-pages";
import type { Testimonial } from "~/content/testimonials";
import type { ChatHandle } from "~/hooks/use-chat-href";
import { ourServicesCrumb } from "~/lib/breadcrumbs";
import { servicePageJsonLd } from "~/lib/structured-data";
import { localeMeta, type PageWords, type WordsHandle } from "~/locales/words";

/**
 * A service page's `handle` and `meta`, from its content and its words in the other languages: each service page
 * is a route module of its own, so a page loads its own content and words and not the other six pages'.
 */
export function serviceRoute(content: ServicePageContent, words: PageWords) {
  const handle: ChatHandle & WordsHandle = {
    words,
    chat: ({ t }) => ({ kind: "service", name: t(content).name }),
  };
  const meta: MetaFunction = (args) =>
    localeMeta(args, (t, locale) => {
      const { name, meta } = t(content);
      const page = { name, description: meta.description, path: content.path };
      return { ...meta, path: content.path, jsonLd: servicePageJsonLd(page, locale, t(ourServicesCrumb)) };
    });
  return { handle, meta };
}

/** How many reviews a page's 'Happy clients' block shows. */
const REVIEWS_SHOWN = 3;

/**
 * The reviews a page shows, about its `service` first, in the page's language: for the route's `loader`, which
 * runs at build time, so the page's data carries these few and the browser's code none of the list. The lists
 * are imported here, when the loader runs, so that no page's code bundles them.
 */
export async function pageTestimonials(request: Request, service: string) {
  const locale = localeOf(new URL(request.url).pathname);
  const { pickTestimonials, testimonials: english } = await import("~/content/testimonials");
  const list =
    locale === "en"
      ? english
      : (
          (await import(`../locales/${locale}/content/testimonials.ts`)) as {
            testimonials: { testimonials: Testimonial[] };
          }
        ).testimonials.testimonials;
  return { testimonials: pickTestimonials(list, service, REVIEWS_SHOWN) };
}
