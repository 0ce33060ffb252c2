/**
 * A person's name from the configuration, in a language's script (docs/decisions/founder-name-in-script.md). The
 * language's words spell each name it knows; a configured name it cannot spell stops the build, naming the
 * variable, instead of showing Latin letters in a sentence of Devanagari or Bengali.
 */
export function spelledIn(
  language: string,
  spellings: Readonly<Record<string, string>>,
  variable: string,
  configured: string,
): string {
  const spelled = spellings[configured];
  if (spelled === undefined)
    throw new Error(
      `${variable} "${configured}" has no ${language} spelling: add it to the ${language} names in app/locales/<code>/names.ts.`,
    );
  return spelled;
}
