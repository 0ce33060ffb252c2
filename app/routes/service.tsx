import type { MetaDescriptor } from "react-router";

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
import { pageMeta } from "~/lib/seo";
import { servicePageJsonLd } from "~/lib/structured-data";
import { ServicePage } from "~/sections/services/service-page";

import type { Route } from "./+types/service";

/** The seven service pages by the route id app/routes.ts gives each of them. */
const pages: Record<string, ServicePageContent> = {
  "home-shifting": homeShifting,
  "vehicle-shifting": vehicleShifting,
  "office-relocation": officeRelocation,
  warehousing,
  "local-shifting": localShifting,
  "defence-relocation": defenceRelocation,
  "fine-arts-relocation": fineArtsRelocation,
};

/**
 * The content of the route being served. Service routes are leaves, so it is the last match; the id
 * rather than the URL decides, since a visitor may type the path in any case. A Hindi twin's id ends in "-hi".
 */
export function contentOf(matches: readonly ({ id: string } | undefined)[]) {
  const id = matches.at(-1)?.id.replace(/-hi$/, "") ?? "";
  const content = pages[id];
  if (!content) throw new Error(`routes/service.tsx serves no route with id "${id}"`);
  return content;
}

export const handle: ChatHandle = { chat: ({ id }) => ({ kind: "service", name: contentOf([{ id }]).name }) };

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  const content = contentOf(matches);
  return pageMeta({
    ...content.meta,
    path: content.path,
    jsonLd: servicePageJsonLd({ name: content.name, description: content.meta.description, path: content.path }),
  });
}

export default function Service({ matches }: Route.ComponentProps) {
  return <ServicePage content={contentOf(matches)} />;
}
