import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createCanvas, loadImage } from '@napi-rs/canvas';

// Draws the site's icons from the logo (web/public/favicon.svg, the same mark as LogoMark) into
// web/public: favicon.ico (a 32 px PNG inside an ICO), the apple-touch-icon, the manifest icons and
// the site's share image. Run after changing the logo: `npx tsx scripts/make-icons.ts`.
const pub = (name: string) => fileURLToPath(new URL(`../web/public/${name}`, import.meta.url));
const svg = readFileSync(pub('favicon.svg'));

async function drawLogo(size: number, inset = 0, background?: string): Promise<Buffer> {
  const canvas = createCanvas(size, size);
  const ctx = canvas.getContext('2d');
  if (background) {
    ctx.fillStyle = background;
    ctx.fillRect(0, 0, size, size);
  }
  const logo = await loadImage(svg);
  ctx.drawImage(logo, inset, inset, size - 2 * inset, size - 2 * inset);
  return canvas.toBuffer('image/png');
}

// ICO with one PNG entry (accepted by every browser since IE 11).
function pngToIco(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 10); // planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, png]);
}

async function drawShareImage(): Promise<Buffer> {
  const canvas = createCanvas(1200, 630);
  const ctx = canvas.getContext('2d');
  const g = ctx.createLinearGradient(0, 0, 1200, 630);
  g.addColorStop(0, '#1e1b4b');
  g.addColorStop(1, '#4c1d95');
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, 1200, 630);
  ctx.drawImage(await loadImage(svg), 120, 215, 200, 200);
  ctx.fillStyle = '#ffffff';
  ctx.font = 'bold 88px sans-serif';
  ctx.fillText('Countstream', 370, 315);
  ctx.font = '40px sans-serif';
  ctx.fillStyle = 'rgba(255,255,255,0.85)';
  ctx.fillText('Animated counters and countdowns', 372, 385);
  return canvas.toBuffer('image/png');
}

writeFileSync(pub('favicon.ico'), pngToIco(await drawLogo(32), 32));
writeFileSync(pub('apple-touch-icon.png'), await drawLogo(180, 18, '#1e1b4b'));
writeFileSync(pub('icon-192.png'), await drawLogo(192));
writeFileSync(pub('icon-512.png'), await drawLogo(512));
writeFileSync(pub('icon-maskable-512.png'), await drawLogo(512, 80, '#1e1b4b'));
writeFileSync(pub('og-image.png'), await drawShareImage());
