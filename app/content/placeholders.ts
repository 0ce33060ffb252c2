/** `text` with each `{name}` of `values` written out; a name without a value is left as it is. */
export const filled = (text: string, values: Readonly<Record<string, string>>) =>
  text.replace(/\{([^{}]*)\}/g, (whole, name: string) => values[name] ?? whole);

