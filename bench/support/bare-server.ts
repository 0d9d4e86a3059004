import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { announce } from './child';

// The baseline: a bare node:http server answering the same bytes from memory: the body, and with a
// second argument the same headers as the route's answer (a JSON list of [name, value]; those
// named x-server-time carry the clock, as the route's do).
const body = readFileSync(process.argv[2]!);
const given: [string, string][] = process.argv[3] ? JSON.parse(readFileSync(process.argv[3], 'utf8')) : [];
const flat = given.flat();
const clockAt = flat.indexOf('x-server-time') + 1;
const server = createServer((_req, res) => {
  if (!flat.length) {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
  } else {
    const headers = clockAt > 0 ? flat.slice() : flat;
    if (clockAt > 0) headers[clockAt] = String(Date.now());
    res.writeHead(200, headers);
  }
  res.end(body);
});
server.listen(0, '127.0.0.1', () => {
  announce({ port: (server.address() as { port: number }).port });
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
