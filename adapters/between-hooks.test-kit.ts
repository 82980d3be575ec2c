/**
 * A test resource that lives between two hooks: made in `before` (beforeAll or beforeEach), closed in
 * `after`. The returned function gives it inside tests and hooks, and says so when called outside them
 * (at a test file's top level, before it exists).
 */
type Hook = (fn: () => Promise<void>) => void;

export function betweenHooks<T>(before: Hook, after: Hook, make: () => Promise<T>, close: (made: T) => Promise<void>): () => T {
  let made: { value: T } | undefined;
  before(async () => {
    made = { value: await make() };
  });
  after(async () => {
    if (made) await close(made.value);
    made = undefined;
  });
  return () => {
    if (!made) throw new Error('This test resource exists inside the tests and hooks only');
    return made.value;
  };
}
