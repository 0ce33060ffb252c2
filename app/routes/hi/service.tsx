import type { MetaDescriptor } from "react-router";

import { servicePages } from "~/content/hi/service-pages";
import { testimonials } from "~/content/hi/testimonials";
import type { ChatHandle } from "~/hooks/use-chat-href";
import { translatedIn } from "~/i18n/translations";
import Service, { contentOf } from "~/routes/service";
import { serviceSections } from "~/sections/services/hi";

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
