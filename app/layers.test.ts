// @vitest-environment node
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint();
const problems = async (filePath: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === "no-restricted-imports");
};

// The first lint loads the whole ESLint configuration, which takes seconds on a busy machine.
describe(
  "the lint enforces the layers of app/ (routes → sections → components/forms → hooks/lib/i18n → content/config)",
  { timeout: 60_000 },
  () => {
    it.each([
      ["app/lib/x.ts", `export { HomeHero } from "~/sections/home/home-hero";`],
      ["app/lib/x.ts", `export { useHydrated } from "~/hooks/use-hydrated";`],
      ["app/content/x.ts", `export { pageMeta } from "~/lib/seo";`],
      ["app/config/x.ts", `export { services } from "~/content/services";`],
      ["app/hooks/x.ts", `export { Modal } from "~/components/modal";`],
      ["app/components/x.tsx", `export { HomeHero } from "~/sections/home/home-hero";`],
      ["app/sections/home/x.tsx", `export { CityList } from "~/sections/network/city-list";`],
      ["app/routes/x.tsx", `export { Field } from "~/forms/lib/field";`],
      ["app/components/layout/x.tsx", `export { Modal } from "../modal";`],
      ["app/content/x.ts", `export { useStrings } from "~/i18n/strings";`],
      ["app/i18n/x.ts", `export { useHydrated } from "~/hooks/use-hydrated";`],
      ["app/sections/home/x.tsx", `export { loader } from "~/routes/home";`],
      ["app/components/x.tsx", `export { localeMeta } from "~/routes/page-meta";`],
      ["app/sections/home/x.tsx", `export { Field } from "~/forms/lib/field";`],
    ])("%s may not say %s", async (file, code) => {
      expect(await problems(file, code)).toHaveLength(1);
    });

    it.each([
      ["app/routes/x.tsx", `export { QuotePopup } from "~/forms/quote-popup";`],
      ["app/sections/home/x.tsx", `export { HomeHero } from "~/sections/home/home-hero";`],
      ["app/sections/home/x.tsx", `export { Modal } from "~/components/modal";`],
      ["app/components/x.tsx", `export { useHydrated } from "~/hooks/use-hydrated";`],
      ["app/lib/x.ts", `export { services } from "~/content/services";`],
      ["app/components/x.tsx", `export { useStrings } from "~/i18n/strings";`],
      ["app/i18n/x.ts", `export { services } from "~/content/services";`],
      ["app/routes/x.tsx", `export { servicePageData } from "~/routes/page-data";`],
    ])("%s may say %s", async (file, code) => {
      expect(await problems(file, code)).toHaveLength(0);
    });
  },
);
