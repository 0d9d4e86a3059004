import { config } from 'zod/v4/core';

// Our content security policy has no 'unsafe-eval': zod's compiled fast path would try
// new Function() and log a CSP violation. Jitless parsing is plenty fast for forms. Object schemas
// read this when they are created, so main.tsx imports this module before anything else.
config({ jitless: true });
