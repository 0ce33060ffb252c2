/** `text` with each `{name}` of `values` written out; a name without a value is left as it is. */
export const filled = (text: string, values: Readonly<Record<string, string>>) =>
  text.replace(/\{([^{}]*)\}/g, (whole, name: string) => values[name] ?? whole);

/** `text` cut where it names `{name}`: the words before and after it, for a page to draw a part between them. */
export function around(text: string, name: string): [before: string, after: string] {
  const at = text.indexOf(`{${name}}`);
  return at < 0 ? [text, ""] : [text.slice(0, at), text.slice(at + name.length + 2)];
}
