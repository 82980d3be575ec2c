// Types of bin/build-app.mjs for the TypeScript that imports it (the test suites' global setups, the startup benchmark).

/** The folder the compiled runtime is built into. */
export declare const BUILD_DIR: string;
/** The compiled module of an entry point (`server`, `sla`, `render-worker`, …), as a URL to import. */
export declare function builtEntry(name: string): string;
/** Why the build must be made (`build/ is missing`, `cli/main.ts changed`), or null when it is fresh; `buildDir` defaults to build/. */
export declare function staleness(buildDir?: string): string | null;
/** Builds build/ now. */
export declare function buildApp(): Promise<void>;
/** Builds when build/ is missing or stale, one process at a time; `log` hears why a build runs. */
export declare function ensureBuilt(log?: (message: string) => void): Promise<void>;
