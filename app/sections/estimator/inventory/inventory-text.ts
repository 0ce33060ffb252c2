import { useMemo } from "react";

import { findPlace } from "~/content/distances";
import { floorName } from "~/content/floors";
import { useOfferedPlaces } from "~/hooks/use-places";
import { useLocale } from "~/i18n/strings";
import { type ListPhrases, listPhrases } from "~/lib/inventory/phrases";
import type { InventoryState } from "~/lib/inventory/state";
import { useEstimatorTables } from "~/sections/estimator/estimator-tables";

/** The list's lines as the page writes them, and its route among the offered cities in the page's language. */
export interface ListText extends ListPhrases {
  /** "Kolkata to Delhi", "পাটনার মধ্যে" …; undefined before a choice. */
  routeOf: (state: InventoryState) => string | undefined;
}

/**
 * The lines app/lib/inventory writes about a list, in the page's language: the templates of the page's data
 * (content/<language>/estimator.json `list.lines`), each floor named as the survey form names it and each city in
 * the case form its sentence asks for. The office's copy is written from the English templates (its payload).
 */
export function useListText(): ListText {
  const { words, floors, cityForms } = useEstimatorTables();
  const locale = useLocale();
  const places = useOfferedPlaces();
  return useMemo(() => {
    const say = listPhrases(words.list.lines, locale, (n) => floorName(floors, n, locale));
    const place = (slug: string | undefined) => {
      const found = findPlace(places, slug);
      return found && { name: found.name, ...cityForms?.[found.slug] };
    };
    return { ...say, routeOf: (state) => say.route(state, place) };
  }, [words, floors, cityForms, locale, places]);
}
