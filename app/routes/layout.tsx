import { SiteLayout } from "~/components/layout/site-layout";
import { en } from "~/i18n/strings";

const english = { locale: "en", strings: en } as const;

export default function EnglishLayout() {
  return <SiteLayout language={english} />;
}
