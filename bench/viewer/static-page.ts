import { createServer, type Server } from 'node:http';

// The baseline: the same digits as plain HTML, no script at all, from a bare node:http server.
const HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>static</title>
<style>body{margin:0;min-height:100vh;display:grid;place-items:center;background:#1e1b4b;color:#fff;font:700 20vw/1 system-ui,sans-serif;font-variant-numeric:tabular-nums}</style>
</head><body><span elementtiming="counter-digits">987,650</span></body></html>`;

export async function startStaticPage(): Promise<{ url: string; server: Server }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(HTML);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as { port: number }).port}/`, server };
}
