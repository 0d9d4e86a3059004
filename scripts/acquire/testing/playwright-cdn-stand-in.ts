import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32 } from 'node:zlib';

// A stand-in for Playwright's download host (cdn.playwright.dev) on loopback, for linux-x64: the
// same paths and archive layouts as the real builds (Chrome for Testing, its headless shell,
// ffmpeg), 404 for anything else. Each "browser" is a small shell script that prints a version,
// so the real `playwright install` can run against it and our lookup can run what it installed.

const ARCHIVES: [RegExp, string][] = [
  [/^\/builds\/cft\/[\d.]+\/linux64\/chrome-linux64\.zip$/, 'chrome-linux64/chrome'],
  [
    /^\/builds\/cft\/[\d.]+\/linux64\/chrome-headless-shell-linux64\.zip$/,
    'chrome-headless-shell-linux64/chrome-headless-shell',
  ],
  [/^\/builds\/ffmpeg\/\d+\/ffmpeg-linux\.zip$/, 'ffmpeg-linux'],
];

export const STAND_IN_VERSION = 'Chromium 1.0 (stand-in)';

/** One file, stored uncompressed, executable: the smallest zip that unzip tools accept. */
export function zipOneFile(name: string, content: Buffer): Buffer {
  const path = Buffer.from(name);
  const crc = crc32(content);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4); // version needed
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(content.length, 18);
  local.writeUInt32LE(content.length, 22);
  local.writeUInt16LE(path.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(0x031e, 4); // made by Unix, so the mode below counts
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(content.length, 20);
  central.writeUInt32LE(content.length, 24);
  central.writeUInt16LE(path.length, 28);
  central.writeUInt32LE((0o100755 << 16) >>> 0, 38);
  const centralAt = local.length + path.length + content.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + path.length, 12);
  end.writeUInt32LE(centralAt, 16);
  return Buffer.concat([local, path, content, central, path, end]);
}

export async function startPlaywrightCdnStandIn(): Promise<{ url: string; asked: string[]; server: Server }> {
  const asked: string[] = [];
  const script = Buffer.from(`#!/bin/sh\necho "${STAND_IN_VERSION}"\n`);
  const server = createServer((req, res) => {
    asked.push(`${req.method} ${req.url}`);
    const hit = ARCHIVES.find(([pattern]) => pattern.test(req.url ?? ''));
    if (!hit) return res.writeHead(404).end();
    const body = zipOneFile(hit[1], script);
    res.writeHead(200, { 'content-type': 'application/zip', 'content-length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, asked, server };
}
