/** Class names shared by the inventory builder's parts. */
export const card = "rounded-xl border border-line bg-white p-5 shadow-card sm:p-6 print:hidden";
export const heading = "text-xl font-extrabold text-brand-900";
export const check = "size-5 shrink-0 accent-brand-700";
/** 44 px targets: usable with one thumb. */
export const stepButton =
  "flex size-11 items-center justify-center rounded-lg border border-brand-200 bg-white text-xl font-bold text-brand-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-40";
export const link = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900";
