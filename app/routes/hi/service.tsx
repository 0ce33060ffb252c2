import type { MetaDescriptor } from "react-router";

import type { ChatHandle } from "~/hooks/use-chat-href";
import { translatedIn } from "~/i18n/translations";
import { servicePages } from "~/locales/hi/content/service-pages";
import { testimonials } from "~/locales/hi/content/testimonials";
import { serviceSections } from "~/locales/hi/sections/services";
import Service, { contentOf } from "~/routes/service";

import type { Route } from "./+types/service";
import { common, inHindi } from "./common";
import { hindiServiceMeta } from "./service-meta";

const translations = [...common, ...serviceSections, testimonials, ...servicePages];

export const handle: ChatHandle = {
  chat: ({ id }) => ({ kind: "service", name: translatedIn(translations, contentOf([{ id }])).name }),
};

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  const english = contentOf(matches);
  const content = translatedIn(translations, english);
  return hindiServiceMeta({ ...content.meta, name: content.name, path: english.path });
}

/** The seven service pages in Hindi (issue 18): the English template with the Hindi words and content. */
export default inHindi(Service, translations);
