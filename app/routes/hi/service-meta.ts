/**
 * The tags of the Hindi pages under Our Services. Apart from common.tsx because they need the JSON-LD builders,
 * which every other Hindi page would then load too.
 */
import { localePath } from "~/i18n/locale";
import { translatedIn } from "~/i18n/translations";
import { type BreadcrumbItem, ourServicesCrumb } from "~/lib/breadcrumbs";
import { servicePageJsonLd } from "~/lib/structured-data";

import { common, hindiMeta } from "./common";

/** A Hindi trail's links lead to the Hindi pages. */
export const hindiCrumbs = (items: readonly BreadcrumbItem[]) =>
  items.map((c) => ({ ...c, to: c.to && localePath(c.to, "hi") }));

// The shared components' words translate the trail, so it is the same for every service page.
const servicesTrail = hindiCrumbs(translatedIn(common, ourServicesCrumb));

/** A Hindi service page's tags, with its breadcrumb and service JSON-LD under the Hindi trail. */
export const hindiServiceMeta = ({
  name,
  title = name,
  description,
  path,
}: {
  /** The last breadcrumb item and the service's name; the title too, unless the page has its own. */
  name: string;
  title?: string;
  description: string;
  /** The English page's path. */
  path: string;
}) =>
  hindiMeta({
    title,
    description,
    path,
    jsonLd: servicePageJsonLd({ name, description, path: localePath(path, "hi"), trail: servicesTrail }),
  });
