import { useComponentWords } from "~/components/component-words";
import { Calculator } from "~/components/icons";
import { Link } from "~/components/link";
import { formatPrice, type PriceTableData } from "~/content/prices/types";

const ESTIMATOR_PATH = "/cost-estimator";
const estimatorLinkClass =
  "inline-flex items-center gap-1.5 py-1 text-sm font-semibold text-accent-600 underline-offset-2 hover:underline";

/** "Estimate your move cost" under every table. */
function EstimatorLink() {
  const w = useComponentWords("priceTable");
  return (
    <Link to={ESTIMATOR_PATH} className={estimatorLinkClass}>
      <Calculator aria-hidden="true" className="size-4" />
      {w.estimate}
    </Link>
  );
}

/**
 * Classes that turn the cards back into a table once the box is wide enough for all columns. Written out per
 * width (not built from a prefix) so that Tailwind finds them; app.css holds the two widths.
 */
const AS_TABLE = {
  md: {
    table: "@table-md:table",
    caption: "@table-md:table-caption",
    head: "@table-md:not-sr-only @table-md:table-header-group",
    body: "@table-md:table-row-group",
    row: "@table-md:table-row @table-md:rounded-none @table-md:border-x-0 @table-md:border-b-0 @table-md:p-0",
    rowHeader: "@table-md:table-cell @table-md:px-4 @table-md:py-3 @table-md:text-sm",
    cell: "@table-md:table-cell @table-md:px-4 @table-md:py-3 @table-md:font-normal @table-md:before:hidden",
  },
  lg: {
    table: "@table-lg:table",
    caption: "@table-lg:table-caption",
    head: "@table-lg:not-sr-only @table-lg:table-header-group",
    body: "@table-lg:table-row-group",
    row: "@table-lg:table-row @table-lg:rounded-none @table-lg:border-x-0 @table-lg:border-b-0 @table-lg:p-0",
    rowHeader: "@table-lg:table-cell @table-lg:px-4 @table-lg:py-3 @table-lg:text-sm",
    cell: "@table-lg:table-cell @table-lg:px-4 @table-lg:py-3 @table-lg:font-normal @table-lg:before:hidden",
  },
} as const;

/**
 * In a card box at least 22rem wide (most phones), a row's name sits in a narrow column on the left and spans
 * its lines of prices, instead of taking a line of its own: a third shorter again. Narrower boxes
 * (a 360 px phone) keep the name above. Per number of price lines, written out so that Tailwind finds them.
 */
const NAME_SPANS = ["", "@price-side:row-span-1", "@price-side:row-span-2", "@price-side:row-span-3"] as const;
const nameSpan = (cells: number) => NAME_SPANS[Math.ceil(cells / 2)] ?? NAME_SPANS[3];

/** A row name's slashes may break the line ("Mumbai/Pune" in the narrow name column). */
const breakable = (label: string) =>
  label.split("/").map((part, i) => (
    <span key={part}>
      {i > 0 && (
        <>
          /<wbr />
        </>
      )}
      {part}
    </span>
  ));

/**
 * Any indicative price table: one real <table> with a caption and scoped headers. In a box too narrow for
 * every column (phones, tablets, narrow columns) its rows are drawn as cards, each price under its column's
 * name, two to a line, so no figure is ever clipped or hidden off to the side and a row stays short. The explicit roles keep the table's meaning
 * for screen readers that drop it when a table's display is changed.
 */
export function PriceTable({ table, note }: { table: PriceTableData; note?: string }) {
  const w = useComponentWords("priceTable");
  const at = table.columns.length + 1 > 6 ? AS_TABLE.lg : AS_TABLE.md;
  return (
    <figure className="relative overflow-hidden rounded-xl border border-line bg-white shadow-card">
      <div className="@container overflow-x-auto">
        {/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role -- deliberate roles, see above. */}
        <table role="table" className={`block w-full text-left text-sm ${at.table}`}>
          <caption className={`block bg-brand-50 px-4 py-3 text-left text-base font-bold text-brand-900 ${at.caption}`}>
            {table.caption}
          </caption>
          <thead role="rowgroup" className={`sr-only bg-brand-800 text-white ${at.head}`}>
            <tr role="row">
              <th role="columnheader" scope="col" className="px-4 py-3 font-semibold">
                {table.rowHeader}
              </th>
              {table.columns.map((c) => (
                <th key={c.id} role="columnheader" scope="col" className="px-4 py-3 font-semibold whitespace-nowrap">
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup" className={`grid gap-2 p-2 @md:grid-cols-2 @md:gap-3 @md:p-3 ${at.body}`}>
            {table.rows.map((row) => (
              <tr
                role="row"
                key={row.id}
                className={`grid grid-cols-2 gap-x-3 gap-y-1.5 rounded-lg border border-line bg-white px-3 py-2.5 even:bg-surface @price-side:price-side-grid @price-side:gap-x-2 ${at.row}`}
              >
                <th
                  role="rowheader"
                  scope="row"
                  className={`col-span-2 block text-base font-semibold whitespace-nowrap text-brand-900 @price-side:col-span-1 @price-side:text-sm @price-side:whitespace-normal ${nameSpan(row.cells.length)} ${at.rowHeader}`}
                >
                  {breakable(row.label)}
                </th>
                {row.cells.map((cell, i) => (
                  <td
                    role="cell"
                    key={table.columns[i]?.id}
                    data-label={table.columns[i]?.label}
                    className={`flex flex-col cell-label leading-snug font-semibold whitespace-nowrap tabular-nums ${at.cell}`}
                  >
                    {cell === "As Actual" ? w.asActual : formatPrice(cell)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        {/* eslint-enable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role */}
      </div>
      <figcaption className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
        <span className="text-xs text-ink-muted">
          {table.covers && (
            <>
              <span className="font-semibold text-ink">{w.covers}</span> {table.covers}
              {w.stop}{" "}
            </>
          )}
          {note ?? w.note}
        </span>
        <EstimatorLink />
      </figcaption>
    </figure>
  );
}
