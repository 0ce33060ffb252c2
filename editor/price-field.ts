/**
 * The editor's field for one cell of a price table (app/content/schemas/price.ts), run in the editor's page: the
 * office picks a range, one price or "As Actual" and types the rupees, and the cell is checked with the schema's
 * own rules as it is typed, so a range whose low end is above its high end is refused beside the cell, with the
 * message the build would give, and the entry is not saved.
 */
import { AS_ACTUAL, type PriceShape, priceShapes } from "../app/content/schemas/price.ts";

type Cell = { min?: number; max?: number } | { fixed?: number } | typeof AS_ACTUAL | undefined;

interface ControlProps {
  value: Cell;
  forID: string;
  onChange: (value: Cell) => void;
}

/** What the editor's page offers a custom field (React, bundled with the editor). */
interface EditorGlobals {
  CMS: { registerFieldType: (name: string, control: unknown) => void };
  h: (type: string, props: Record<string, unknown> | null, ...children: unknown[]) => unknown;
  createClass: (spec: Record<string, unknown>) => unknown;
}
const { CMS, h, createClass } = window as unknown as EditorGlobals;

const shapeOf = (cell: Cell): PriceShape =>
  cell === AS_ACTUAL ? "actual" : cell && "fixed" in cell ? "fixed" : "range";

const SHAPE_NAMES: Record<PriceShape, string> = { range: "A range", fixed: "One price", actual: AS_ACTUAL };

/** The rupees of a cell's figures, carried over when the office switches between a range and one price. */
function figures(cell: Cell): number[] {
  if (cell === undefined || cell === AS_ACTUAL) return [];
  const { min, max, fixed } = cell as { min?: number; max?: number; fixed?: number };
  return [fixed, min, max].filter((n): n is number => n !== undefined);
}

function reshaped(cell: Cell, shape: PriceShape): Cell {
  const [low, high = low] = figures(cell);
  if (shape === "actual") return AS_ACTUAL;
  if (shape === "fixed") return { fixed: low };
  return { min: low, max: high };
}

const rupees = (text: string) => (text.trim() === "" ? undefined : Number(text));

function numberInput(id: string, label: string, value: number | undefined, set: (n: number | undefined) => void) {
  return h(
    "label",
    { style: { display: "inline-flex", alignItems: "center", gap: "0.4em", marginInlineEnd: "1em" } },
    label,
    h("input", {
      id,
      type: "number",
      inputMode: "numeric",
      min: 1,
      step: 1,
      value: value ?? "",
      style: { width: "9em", padding: "0.3em" },
      onChange: (event: Event) => set(rupees((event.target as HTMLInputElement).value)),
    }),
  );
}

const PriceControl = createClass({
  /** The editor calls this before it saves: the schema's own rules for the shape the office chose. */
  isValid(this: { props: ControlProps }) {
    const { value } = this.props;
    const result = priceShapes[shapeOf(value)].safeParse(value);
    return result.success || { error: { message: result.error.issues[0]!.message } };
  },
  render(this: { props: ControlProps }) {
    const { value, forID, onChange } = this.props;
    const shape = shapeOf(value);
    const cell = (value ?? {}) as { min?: number; max?: number; fixed?: number };
    const inputs =
      shape === "range"
        ? [
            numberInput(`${forID}-min`, "From ₹", cell.min, (min) => onChange({ ...cell, min })),
            numberInput(`${forID}-max`, "To ₹", cell.max, (max) => onChange({ ...cell, max })),
          ]
        : shape === "fixed"
          ? [numberInput(`${forID}-fixed`, "₹", cell.fixed, (fixed) => onChange({ fixed }))]
          : [];
    return h(
      "div",
      { style: { display: "flex", flexWrap: "wrap", alignItems: "center", gap: "0.5em" } },
      h(
        "select",
        {
          id: forID,
          "aria-label": "Kind of price",
          value: shape,
          style: { padding: "0.3em" },
          onChange: (event: Event) =>
            onChange(reshaped(value, (event.target as HTMLSelectElement).value as PriceShape)),
        },
        ...(Object.keys(SHAPE_NAMES) as PriceShape[]).map((s) => h("option", { key: s, value: s }, SHAPE_NAMES[s])),
      ),
      ...inputs,
    );
  },
});

CMS.registerFieldType("price", PriceControl);
