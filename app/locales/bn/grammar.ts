/*
 * How Bengali writes a name in the genitive, for the records still script (the item list's sentences), so that
 * importing them brings no record along.
 */

/** How a word ends, for its case endings: its last letter, a chandrabindu set aside. */
type WordEnd = "aa" | "vowel sign" | "vowel" | "anusvara" | "consonant" | "latin";

function wordEnd(word: string): WordEnd {
  const letters = [...word];
  if (letters.at(-1) === "\u0981") letters.pop();
  const code = letters.at(-1)?.codePointAt(0) ?? 0;
  if (code === 0x09be) return "aa";
  if (code >= 0x09bf && code <= 0x09cc) return "vowel sign";
  if (code >= 0x0985 && code <= 0x0994) return "vowel";
  if (code === 0x0982) return "anusvara";
  if (code >= 0x0980 && code <= 0x09ff) return "consonant";
  return "latin";
}

const genitiveEnding: Record<WordEnd, string> = {
  aa: "র",
  "vowel sign": "র",
  vowel: "য়ের",
  anusvara: "য়ের",
  consonant: "\u09c7র",
  latin: "-এর",
};

/**
 * A name in the genitive: "কলকাতার", "দিল্লির", "মুম্বাইয়ের", "জয়পুরের"; a name in Latin letters takes the
 * ending after a hyphen ("Newtown-এর").
 */
export const genitive = (name: string) => name + genitiveEnding[wordEnd(name)];
