import type { Page } from "@playwright/test";

/**
 * The first `Intl` object or `localeCompare` call a page makes loads the browser's locale data: 50–80 ms of main
 * thread at a phone's 4× CPU slow-down, in the middle of hydration (docs/decisions/intl-on-load.md). The pages write
 * their numbers, dates and sort orders themselves, so loading one must not reach for either; a browser check,
 * because what runs on load is decided by the bundles, not by any one module.
 *
 * Call before `goto`: every `Intl` constructor and locale-aware method the page calls from then on is recorded, and
 * the returned function reads the list.
 */
export async function watchLocaleCalls(page: Page) {
  await page.addInitScript(() => {
    const calls: string[] = [];
    (window as unknown as { localeCalls: string[] }).localeCalls = calls;
    for (const name of ["NumberFormat", "DateTimeFormat", "ListFormat", "PluralRules", "Collator"] as const) {
      const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
      (Intl as unknown as Record<string, unknown>)[name] = new Proxy(Original, {
        construct: (target, args) => (calls.push(name), Reflect.construct(target, args)),
        apply: (target, self, args) => (calls.push(name), Reflect.apply(target, self, args)),
      });
    }
    const patch = <T extends object>(proto: T, method: keyof T & string) => {
      const original = proto[method] as (...args: unknown[]) => unknown;
      (proto as Record<string, unknown>)[method] = function (this: unknown, ...args: unknown[]) {
        calls.push(method);
        return original.apply(this, args);
      };
    };
    patch(Number.prototype, "toLocaleString");
    patch(Date.prototype, "toLocaleDateString");
    patch(Date.prototype, "toLocaleString");
    patch(String.prototype, "localeCompare");
  });
  return () => page.evaluate(() => (window as unknown as { localeCalls: string[] }).localeCalls);
}
