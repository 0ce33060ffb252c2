import { Link, useInRouterContext } from "react-router";

import { Calculator } from "~/components/icons";
import { formatPrice, type PriceTableData } from "~/content/prices/types";

const ESTIMATOR_PATH = "/cost-estimator";
const estimatorLinkClass =
  "inline-flex items-center gap-1.5 py-1 text-sm font-semibold text-accent-600 underline-offset-2 hover:underline";

/** "Estimate your move cost" under every table: a router link inside the app, a plain link elsewhere (e.g. unit tests). */
function EstimatorLink() {
  const inRouter = useInRouterContext();
  const content = (
    <>
      <Calculator aria-hidden="true" className="size-4" />
      Estimate your move cost
    </>
  );
  return inRouter ? (
    <Link to={ESTIMATOR_PATH} className={estimatorLinkClass}>
      {content}
    </Link>
  ) : (
    <a href={ESTIMATOR_PATH} className={estimatorLinkClass}>
      {content}
    </a>
  );
}

/** Any indicative price table: a real <table> with a caption and scoped headers, scrolling sideways on phones. */
export function PriceTable({
  table,
  note = "All prices are approximate and confirmed after a free survey.",
}: {
  table: PriceTableData;
  note?: string;
}) {
  return (
    <figure className="overflow-hidden rounded-xl border border-line bg-white shadow-card">
      {/* tabIndex lets keyboard users scroll a table wider than the screen. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={table.caption}>
        <table className="w-full min-w-max text-left text-sm">
          <caption className="bg-brand-50 px-4 py-3 text-left text-base font-bold text-brand-900">
            {table.caption}
          </caption>
          <thead className="bg-brand-800 text-white">
            <tr>
              {/* The label column stays put while a wide table scrolls sideways on a phone. */}
              <th scope="col" className="sticky left-0 bg-brand-800 px-4 py-3 font-semibold">
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
              <tr key={row.label} className="border-t border-line bg-white even:bg-surface">
                <th
                  scope="row"
                  className="sticky left-0 bg-inherit px-4 py-3 font-semibold whitespace-nowrap text-brand-900"
                >
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
      <figcaption className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
        <span className="text-xs text-ink-muted">{note}</span>
        <EstimatorLink />
      </figcaption>
    </figure>
  );
}
