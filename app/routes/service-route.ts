import type { MetaFunction } from "react-router";

import type { ServicePageContent } from "~/content/service-pages";
import type { ChatHandle } from "~/hooks/use-chat-href";
import { ourServicesCrumb } from "~/lib/breadcrumbs";
import { servicePageJsonLd } from "~/lib/structured-data";
import { localeMeta, type PageWords, type WordsHandle } from "~/locales/words";

/** What a service page's loader hands it (`servicePageData`, ./page-data.ts). */
interface ServicePageData {
  content: ServicePageContent;
}

const contentOf = (data: unknown) => (data as ServicePageData).content;

/**
 * A service page's `handle` and `meta`, from its content (the route's loader data, in the page's language) and its
 * words in the other languages: each service page is a route module of its own, so a page loads its own words and
 * not the other six pages', and its content comes as data, not script.
 */
export function serviceRoute(words: PageWords) {
  const handle: ChatHandle & WordsHandle = {
    words,
    chat: ({ data }) => ({ kind: "service", name: contentOf(data).name }),
  };
  const meta: MetaFunction = (args) =>
    localeMeta(args, (t, locale) => {
      const { name, meta, path } = contentOf(args.loaderData);
      const page = { name, description: meta.description, path };
      return { ...meta, path, jsonLd: servicePageJsonLd(page, locale, t(ourServicesCrumb)) };
    });
  return { handle, meta };
}
