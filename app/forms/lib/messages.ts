/** Every visitor-facing status text of the forms (SPEC §4, §8), exactly as the spec writes them. */
export const SENDING = "Sending...";
export const POPUP_SUCCESS = "Form Submitted Successfully ✅";
export const CARD_SUCCESS = "Response recorded! Our team will contact you. ✅";
export const ESTIMATE_SUCCESS = "Message sent successfully ✅";
export const ESTIMATE_FAILURE = "Failed to send ❌";
export const APPLICATION_SUCCESS = "✅ Application submitted successfully!";
export const APPLICATION_FAILURE = "Failed to send. Try again later.";
export const APPLICATION_SENT = "Sent!";
export const FRANCHISE_SUCCESS = "✅ Form submitted successfully!";
export const FRANCHISE_FAILURE = "Something went wrong! Try again.";
export const FRANCHISE_CAPTCHA = "Invalid CAPTCHA! Please try again.";
export const ENQUIRY_SUCCESS = "Message Sent Successfully!";
export const ENQUIRY_FAILURE = "Something went wrong. Try again later.";
export const ENQUIRY_CAPTCHA = "Invalid captcha. Please try again!";
export const CALLBACK_SUCCESS = "✅ Request sent! We'll call you back shortly.";
export const CALLBACK_FAILURE = "❌ Something went wrong. Please try again.";

/** Beyond the spec: what the forms whose failure text is "the provider's message" say when there is none. */
export const NETWORK_FAILURE = "Could not reach the server. Please check your connection and try again.";
export const SERVER_FAILURE = "The server could not take your request just now. Please try again in a few minutes.";
export const TOO_MANY = "Too many requests from this connection. Please wait a minute and try again.";

/** Give up on any request after this long (the visitor's values stay). */
export const TIMEOUT_MS = 15_000;

/** SPEC §9: the call-back and application pop-ups close this long after a success. */
export const AUTO_CLOSE_MS = 2000;
