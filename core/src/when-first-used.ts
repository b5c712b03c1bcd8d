// A value made the first time it is asked for. For Intl formatters: building one loads the browser's
// locale data, which a module should not do while the page's code is still starting.
export function whenFirstUsed<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
