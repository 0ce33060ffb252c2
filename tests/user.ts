import userEvent from "@testing-library/user-event";

/**
 * The visitor of a component test: user-event's pointer and keyboard, with no timer between one key or click and
 * the next. Its default waits a macrotask after each key, which on a long form was a third of the unit run and
 * tests nothing: React handles every event before the next one either way.
 */
export const visitor = (options?: Parameters<typeof userEvent.setup>[0]) =>
  userEvent.setup({ delay: null, ...options });
