import { afterEach, vi } from "vitest";

// A console.error during a test is a failure (docs/STYLE: practice 9).
let errors: unknown[][] = [];
const original = console.error;

console.error = (...args: unknown[]) => {
  errors.push(args);
  original(...args);
};

afterEach(() => {
  const seen = errors;
  errors = [];
  if (seen.length > 0) {
    throw new Error(
      `console.error was called during the test:\n${seen.map((a) => a.join(" ")).join("\n")}`,
    );
  }
});

export const allowConsoleErrors = () => vi.spyOn(console, "error").mockImplementation(() => {});
