import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { announce } from './child';

// The baseline: a bare node:http server answering the same bytes from memory.
const body = readFileSync(process.argv[2]!);
const server = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
  res.end(body);
});
server.listen(0, '127.0.0.1', () => {
  announce({ port: (server.address() as { port: number }).port });
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
