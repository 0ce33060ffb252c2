/*
 * How Bengali writes a place in the locative, for the records still script (the chat's messages), so that
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

const locativeEnding: Record<WordEnd, string> = {
  aa: "য়",
  "vowel sign": "তে",
  vowel: "তে",
  anusvara: "য়ে",
  consonant: "\u09c7",
  latin: "-এ",
};

/**
 * A place's name in the locative, as Bengali writes it: "কলকাতায়", "দিল্লিতে", "মুম্বাইতে", "জয়পুরে"; a name
 * in Latin letters takes the ending after a hyphen ("Newtown-এ").
 */
export const locative = (place: string) => place + locativeEnding[wordEnd(place)];
