/**
 * The editor's field for a record's id (a testimonial's, a branch's, which is also its page's address), run in the
 * editor's page. The id is checked with the content schema's rule for an id and against the other records of its
 * list as it is saved, so a second record with an id its list already has is refused beside the field, with the
 * message the build would give, and the entry is not saved: the editor has no option for a value unique in a list.
 * Beside the id it names the languages whose file has no record with it in the same place yet, the translations
 * the build would find missing: the editor itself pairs no records across languages.
 */
import { Id, idUsedTwice } from "../app/content/schemas/fields.ts";

/** An Immutable.js value of the editor's. */
interface Immutable {
  toJS: () => unknown;
}

/** The entry being edited: `data` is the pane's language's file, `i18n.<language>.data` each other language's. */
interface Entry {
  get: (key: string) => Immutable | undefined;
}

interface ControlProps {
  value: string | undefined;
  forID: string;
  classNameWrapper: string;
  onChange: (value: string) => void;
  entry: Entry | undefined;
}

interface EditorGlobals {
  CMS: { registerFieldType: (name: string, control: unknown) => void };
  h: (type: string, props: Record<string, unknown> | null, ...children: unknown[]) => unknown;
  createClass: (spec: Record<string, unknown>) => unknown;
}
const { CMS, h, createClass } = window as unknown as EditorGlobals;

/** How many records of one list of `content` have the id `id`, at most. */
function mostRecordsWith(content: unknown, id: string): number {
  if (Array.isArray(content)) {
    const here = content.filter((item) => (item as { id?: unknown } | null)?.id === id).length;
    return Math.max(here, ...content.map((item) => mostRecordsWith(item, id)));
  }
  if (content && typeof content === "object")
    return Math.max(0, ...Object.values(content).map((value) => mostRecordsWith(value, id)));
  return 0;
}

/**
 * Where each record of `content` is: the lists' names and the ids of the records it sits in, then its own id
 * ("/cities/patna/practicalities/parking"), as the build pairs a translation's records with the English ones.
 */
function places(content: unknown, at = "", found = new Set<string>()): Set<string> {
  if (Array.isArray(content))
    for (const item of content) {
      const id = (item as { id?: unknown } | null)?.id;
      const here = typeof id === "string" ? `${at}/${id}` : at;
      if (typeof id === "string") found.add(here);
      places(item, here, found);
    }
  else if (content && typeof content === "object")
    for (const [key, value] of Object.entries(content)) if (key !== "id") places(value, `${at}/${key}`, found);
  return found;
}

/** The records of the pane's file and of each other language's, worked out once for each state of the entry. */
const placesOf = new WeakMap<Entry, { here: Set<string>; others: [string, Set<string>][] }>();
function entryPlaces(entry: Entry) {
  let known = placesOf.get(entry);
  if (!known) {
    const others = (entry.get("i18n")?.toJS() ?? {}) as Record<string, { data?: unknown }>;
    known = {
      here: places(entry.get("data")?.toJS()),
      others: Object.entries(others).map(([locale, { data }]) => [locale, places(data)]),
    };
    placesOf.set(entry, known);
  }
  return known;
}

const languageName = new Intl.DisplayNames(["en"], { type: "language" });

/** The languages with no record under `id` where the pane's file has one. */
function missingIn(entry: Entry | undefined, id: string): string[] {
  if (!entry || !id) return [];
  const { here, others } = entryPlaces(entry);
  const mine = [...here].filter((place) => place.endsWith(`/${id}`));
  return others
    .filter(([, theirs]) => mine.some((place) => !theirs.has(place)))
    .map(([locale]) => languageName.of(locale) ?? locale);
}

const IdControl = createClass({
  /** The editor calls this before it saves. */
  isValid(this: { props: ControlProps }) {
    const { value = "", entry } = this.props;
    const result = Id.safeParse(value);
    if (!result.success) return { error: { message: result.error.issues[0]!.message } };
    if (mostRecordsWith(entry?.get("data")?.toJS(), value) > 1) return { error: { message: idUsedTwice(value) } };
    return true;
  },
  render(this: { props: ControlProps }) {
    const { value, forID, classNameWrapper, onChange, entry } = this.props;
    const missing = missingIn(entry, value ?? "");
    return h(
      "div",
      null,
      h("input", {
        id: forID,
        type: "text",
        className: classNameWrapper,
        value: value ?? "",
        "aria-describedby": missing.length > 0 ? `${forID}-missing` : undefined,
        style: { width: "100%", padding: "0.4em", boxSizing: "border-box" },
        onChange: (event: Event) => onChange((event.target as HTMLInputElement).value),
      }),
      missing.length > 0 &&
        h(
          "p",
          { id: `${forID}-missing`, style: { margin: "0.4em 0 0", color: "#9a3412" } },
          `Not yet translated: no record with this id in ${missing.join(", ")}. Add one there with the same id.`,
        ),
    );
  },
});

CMS.registerFieldType("id", IdControl);
