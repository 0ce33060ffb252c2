/**
 * One cell of a price table, on its own so that the office's editor checks a cell with these very rules in the
 * browser (editor/price-field.ts) before the build checks the file with them.
 */
import { z } from "zod";

/** Rupees as the tables print them: a whole number above nothing. */
const Rupees = z
  .number({ error: "a price in rupees" })
  .positive("a price above ₹0")
  .refine(Number.isInteger, "a whole number of rupees");

/** The words a cell holds for a charge passed on at cost. */
export const AS_ACTUAL = "As Actual";

/** The shapes a cell takes: a range, one figure, or a charge passed on at cost. */
export const priceShapes = {
  range: z
    .object({ min: Rupees, max: Rupees })
    .strict()
    .refine((cell) => cell.min <= cell.max, {
      path: ["max"],
      error: ({ input }) => {
        const { min, max } = input as { min: number; max: number };
        return `the low end (₹${min}) is above the high end (₹${max})`;
      },
    }),
  fixed: z.object({ fixed: Rupees }).strict(),
  actual: z.literal(AS_ACTUAL),
};

export type PriceShape = keyof typeof priceShapes;

export const Price = z
  .union([priceShapes.range, priceShapes.fixed, priceShapes.actual], {
    error: `a price: {"min": rupees, "max": rupees}, {"fixed": rupees} or "${AS_ACTUAL}"`,
  })
  // The editor offers a cell as one field of its own (editor/price-field.ts).
  .meta({ editor: "price" });
