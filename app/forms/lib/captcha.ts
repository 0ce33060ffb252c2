/** Captchas of SPEC §9, from the browser's cryptographic generator. */
const random = (below: number) => {
  const buf = new Uint32Array(1);
  crypto.getRandomValues(buf);
  return (buf[0] ?? 0) % below;
};

/** Contact enquiry: a 6-digit number, 100000 to 999999. */
export const numericCaptcha = () => String(100000 + random(900000));

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
/** Franchise: 6 characters of A–Z and 0–9. */
export const alphanumericCaptcha = () => Array.from({ length: 6 }, () => ALPHABET[random(ALPHABET.length)]).join("");
