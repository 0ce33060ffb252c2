import type { MetaFunction } from "react-router";

import type { ServicePageContent } from "~/content/service-pages";
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
