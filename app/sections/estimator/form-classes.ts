/** Class names both estimator tabs give their fields, so the quick estimate and the item list look alike. */
export const control =
  "mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2.5 text-base text-ink shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none disabled:bg-surface";
export const legend = "text-sm font-semibold text-brand-900";
