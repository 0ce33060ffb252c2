import { useId, useState } from "react";

import { type RoomId, rooms } from "~/content/inventory/rooms";
import { filled } from "~/content/placeholders";
import { counted } from "~/content/plurals";
import { useLocale } from "~/i18n/strings";
import { formatCuFt } from "~/lib/inventory/totals";
import { useEstimatorWords } from "~/sections/estimator/estimator-tables";
import { control, legend } from "~/sections/estimator/form-classes";

import type { PageCatalogue } from "./catalogue";
import { Stepper } from "./stepper";
import { card, heading } from "./ui";

const chip =
  "relative flex cursor-pointer items-center rounded-lg border border-line bg-white px-3 py-2 text-sm font-semibold text-ink hover:bg-brand-50 has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-500";
const SHORT_LIST = 8;
const radioCover = "absolute inset-0 size-full cursor-pointer appearance-none rounded-lg opacity-0";

/** Choose a room, search the catalogue as you type, and set quantities with the steppers. */
export function ItemPicker({
  catalogue: c,
  quantityOf,
  onChange,
}: {
  catalogue: PageCatalogue;
  quantityOf: (room: RoomId, item: string) => number;
  onChange: (room: RoomId, item: string, qty: number) => void;
}) {
  const titleId = useId();
  const searchId = useId();
  const w = useEstimatorWords().list.picker;
  const locale = useLocale();
  const [room, setRoom] = useState<RoomId>("living");
  const [query, setQuery] = useState("");
  const kind = rooms.find((r) => r.id === room)!.kind;
  const roomName = c.room(rooms.find((r) => r.id === room)!);
  const [showAll, setShowAll] = useState(false);
  const results = c.search(query, kind);
  // A short list keeps "Your move" within reach of a thumb; the rest is one tap away.
  const shown = showAll ? results : results.slice(0, SHORT_LIST);

  return (
    <section aria-labelledby={titleId} className={card}>
      <h2 id={titleId} className={heading}>
        {w.title}
      </h2>
      <fieldset className="mt-4">
        <legend className={legend}>{w.room}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {rooms.map((r) => (
            <label key={r.id} className={chip}>
              <input
                type="radio"
                name="inventory-room"
                value={r.id}
                checked={room === r.id}
                onChange={() => {
                  setRoom(r.id);
                  setShowAll(false);
                }}
                className={radioCover}
              />
              {c.room(r)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-4">
        <label htmlFor={searchId} className={legend}>
          {w.search}
        </label>
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setShowAll(false);
          }}
          placeholder={w.placeholder}
          autoComplete="off"
          className={control}
          aria-describedby={`${searchId}-hint`}
        />
        <p id={`${searchId}-hint`} className="mt-1 text-xs text-ink-muted" aria-live="polite">
          {query.trim()
            ? filled(counted(w.matches, results.length, locale), { room: roomName })
            : filled(w.usual, { room: roomName })}
        </p>
      </div>
      <ul className="mt-3 divide-y divide-line">
        {shown.map((item) => (
          <li key={item.id} className="flex items-center justify-between gap-3 py-2">
            <div className="min-w-0">
              <p className="font-medium text-ink">{c.item(item)}</p>
              {item.notCarried ? (
                <p className="text-sm text-danger">{c.notCarried(item)}</p>
              ) : (
                <p className="text-xs text-ink-muted">{filled(w.packed, { cuFt: formatCuFt(item.cuFt) })}</p>
              )}
            </div>
            {!item.notCarried && (
              <Stepper
                name={`${c.item(item)}, ${roomName}`}
                qty={quantityOf(room, item.id)}
                onChange={(q) => onChange(room, item.id, q)}
              />
            )}
          </li>
        ))}
      </ul>
      {shown.length < results.length && (
        <button type="button" className="mt-3 btn-outline w-full" onClick={() => setShowAll(true)}>
          {filled(w.showAll, { count: String(results.length) })}
        </button>
      )}
    </section>
  );
}
