import { createShareCounter, startApp } from '../viewer/app-server';
import { announce } from './child';

// The built app (bench/viewer/app-server.ts) in a process of its own, with the share counter the
// delivery benches measure. Announces {baseUrl, id}; SIGTERM closes it and removes its data. A
// throughput figure then counts the server's work only: a load generator in the same process
// (autocannon parses every answer, and decodes its body to a string) would be counted as well.
const app = await startApp();
const id = await createShareCounter(app.baseUrl);
process.on('SIGTERM', async () => {
  await app.close();
  process.exit(0);
});
announce({ baseUrl: app.baseUrl, id });
