import { warehousing as content } from "~/content/service-pages";
import { pageMeta } from "~/lib/seo";
import { servicePageJsonLd } from "~/lib/structured-data";
import { ServicePage } from "~/sections/services/service-page";

export const meta = () =>
  pageMeta({
    ...content.meta,
    path: content.path,
    jsonLd: servicePageJsonLd({ name: content.name, description: content.meta.description, path: content.path }),
  });

export default function Warehousing() {
  return <ServicePage content={content} />;
}
