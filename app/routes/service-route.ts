import type { MetaFunction } from "react-router";

import type { ShownServicePage } from "~/content/service-content";
import type { ChatHandle } from "~/hooks/use-chat-href";
import { servicePageJsonLd } from "~/lib/structured-data";

import { localeMeta } from "./page-meta";

/** What a service page's loader hands it (`servicePageData`, ./page-data.ts). */
interface ServicePageData {
  content: ShownServicePage;
}

const contentOf = (data: unknown) => (data as ServicePageData).content;

/**
 * A service page's `handle` and `meta`, from its content and words (the route's loader data, in the page's
 * language): each service page is a route module of its own, so a page loads its own content and not the other
 * six pages'.
 */
export function serviceRoute() {
  const handle: ChatHandle = {
    chat: ({ data }) => ({ kind: "service", name: contentOf(data).name }),
  };
  const meta: MetaFunction = (args) =>
    localeMeta(args, (locale, layout) => {
      const { name, meta, path } = contentOf(args.loaderData);
      const page = { name, description: meta.description, path };
      return { ...meta, path, jsonLd: servicePageJsonLd(page, locale, layout.ourServicesCrumb) };
    });
  return { handle, meta };
}
