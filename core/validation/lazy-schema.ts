/**
 * A schema built on its first use rather than when its module is imported: building the core's zod
 * schemas was most of the library's import time, and a program that imports the core pays for none of
 * them until it validates something.
 *
 * The answer stands for the built schema (same type, same behaviour): every property read, call and
 * check goes to the schema `build` answers, built once. It may sit inside another schema (`z.array`,
 * `.extend`) like the schema itself.
 */
export function lazySchema<S extends object>(build: () => S): S {
  let built: S | undefined;
  const schema = (): S => (built ??= build());
  return new Proxy({} as S, {
    get: (_, key) => Reflect.get(schema(), key),
    set: (_, key, value) => Reflect.set(schema(), key, value),
    has: (_, key) => Reflect.has(schema(), key),
    ownKeys: () => Reflect.ownKeys(schema()),
    // A proxy may not report a property as non-configurable that its own (empty) target lacks.
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(schema(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
}
