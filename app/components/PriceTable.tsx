import { formatPrice, type PriceTableData } from "~/content/prices/types";

/** Any indicative price table: a real <table> with a caption and scoped headers, scrolling sideways on phones. */
export function PriceTable({ table, note = "All prices are approximate and confirmed after a free survey." }: { table: PriceTableData; note?: string }) {
  return (
    <figure className="overflow-hidden rounded-xl border border-line bg-white shadow-card">
      {/* tabIndex lets keyboard users scroll a table wider than the screen. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={table.caption}>
        <table className="w-full min-w-max text-left text-sm">
          <caption className="bg-brand-50 px-4 py-3 text-left text-base font-bold text-brand-900">{table.caption}</caption>
          <thead className="bg-brand-800 text-white">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                {table.rowHeader}
              </th>
              {table.columns.map((c) => (
                <th key={c} scope="col" className="px-4 py-3 font-semibold whitespace-nowrap">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.label} className="border-t border-line even:bg-surface">
                <th scope="row" className="px-4 py-3 font-semibold whitespace-nowrap text-brand-900">
                  {row.label}
                </th>
                {row.cells.map((cell, i) => (
                  <td key={table.columns[i]} className="px-4 py-3 whitespace-nowrap tabular-nums">
                    {formatPrice(cell)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <figcaption className="px-4 py-3 text-xs text-ink-muted">{note}</figcaption>
    </figure>
  );
}
