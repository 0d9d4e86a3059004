import { spawn } from 'node:child_process';

// `npm run dev`: the API with reload (tsx watch) and the Vite dev server with hot reload, side by side.
const port = process.env.PORT ?? '3000';
const vitePort = process.env.VITE_PORT ?? '5173';
const env = { ...process.env, PORT: port, APP_URL: process.env.APP_URL ?? `http://localhost:${vitePort}` };
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/main.ts'], { stdio: 'inherit', env }),
  spawn('npx', ['vite', '--port', vitePort, '--strictPort'], { stdio: 'inherit', env }),
];
process.stdout.write(`Open http://localhost:${vitePort} (API on :${port})\n`);
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children)
  c.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
