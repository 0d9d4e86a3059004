// Our content security policy has no 'unsafe-eval': zod's compiled fast path would try
// new Function() and log a CSP violation. Jitless parsing is plenty fast for forms. Object schemas
// read this when they are created, so main.tsx imports this module before anything else.
// zod keeps its configuration on globalThis.__zod_globalConfig and adopts an object already there,
// so this is set without importing zod: pages without forms do not load it (zod-jitless.test.ts).
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;
