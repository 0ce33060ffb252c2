import { useLocation } from "react-router";

import { englishPath } from "~/config/locales";
import {
  defenceRelocation,
  fineArtsRelocation,
  homeShifting,
  localShifting,
  officeRelocation,
  type ServicePageContent,
  vehicleShifting,
  warehousing,
} from "~/content/service-pages";
import type { ChatHandle } from "~/hooks/use-chat-href";
import { ourServicesCrumb } from "~/lib/breadcrumbs";
import { servicePageJsonLd } from "~/lib/structured-data";
import { localeMeta, type WordsHandle } from "~/locales/words";
import { ServicePage } from "~/sections/services/service-page";

import type { Route } from "./+types/service";

/** The seven service pages, each at its own path (app/routes.ts mounts this module once for each). */
const pages: readonly ServicePageContent[] = [
  homeShifting,
  vehicleShifting,
  officeRelocation,
  warehousing,
  localShifting,
  defenceRelocation,
  fineArtsRelocation,
];

/** The content of the page at a path, in any language and any case ("/hi/Home-Shifting"). */
export function contentOf(pathname: string) {
  const path = englishPath(pathname)
    .toLowerCase()
    .replace(/(.)\/$/, "$1");
  const content = pages.find((p) => p.path === path);
  if (!content) throw new Error(`routes/service.tsx serves no page at "${pathname}"`);
  return content;
}

export const handle: ChatHandle & WordsHandle = {
  words: (locale) => import(`../locales/${locale}/pages/service.ts`),
  chat: ({ pathname, t }) => ({ kind: "service", name: t(contentOf(pathname)).name }),
};

export const meta: Route.MetaFunction = (args) =>
  localeMeta(args, (t, locale) => {
    const english = contentOf(args.location.pathname);
    const { name, meta } = t(english);
    const page = { name, description: meta.description, path: english.path };
    return { ...meta, path: english.path, jsonLd: servicePageJsonLd(page, locale, t(ourServicesCrumb)) };
  });

export default function Service() {
  return <ServicePage content={contentOf(useLocation().pathname)} />;
}
