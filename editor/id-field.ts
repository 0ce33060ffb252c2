/**
 * The editor's field for a record's id (a testimonial's, a branch's, which is also its page's address), run in the
 * editor's page: the id is checked with the content schema's rule for an id and against the other records of its
 * list as it is saved, so a second record with an id its list already has is refused beside the field, with the
 * message the build would give, and the entry is not saved. The editor has no option for a value unique in a list.
 */
import { Id, idUsedTwice } from "../app/content/schemas/fields.ts";

interface ControlProps {
  value: string | undefined;
  forID: string;
  classNameWrapper: string;
  onChange: (value: string) => void;
  /** The entry being edited, as an Immutable.js map whose `data` is the file's content. */
  entry: { getIn: (path: string[]) => { toJS: () => unknown } | undefined } | undefined;
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

const IdControl = createClass({
  /** The editor calls this before it saves. */
  isValid(this: { props: ControlProps }) {
    const { value = "", entry } = this.props;
    const result = Id.safeParse(value);
    if (!result.success) return { error: { message: result.error.issues[0]!.message } };
    if (mostRecordsWith(entry?.getIn(["data"])?.toJS(), value) > 1) return { error: { message: idUsedTwice(value) } };
    return true;
  },
  render(this: { props: ControlProps }) {
    const { value, forID, classNameWrapper, onChange } = this.props;
    return h("input", {
      id: forID,
      type: "text",
      className: classNameWrapper,
      value: value ?? "",
      style: { width: "100%", padding: "0.4em", boxSizing: "border-box" },
      onChange: (event: Event) => onChange((event.target as HTMLInputElement).value),
    });
  },
});

CMS.registerFieldType("id", IdControl);
