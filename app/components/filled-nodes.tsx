import { Fragment, type ReactNode } from "react";

/**
 * `text` with each `{name}` of `values` put in as the page draws it (a link, a figure in bold), so a sentence keeps
 * its words in one template whatever the order a language puts them in; a name without a value is left as it is.
 */
export function filledNodes(text: string, values: Readonly<Record<string, ReactNode>>): ReactNode[] {
  return text.split(/(\{[^{}]*\})/).map((part, i) => {
    const name = /^\{([^{}]*)\}$/.exec(part)?.[1];
    return <Fragment key={i}>{name !== undefined && name in values ? values[name] : part}</Fragment>;
  });
}
