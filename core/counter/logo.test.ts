import { describe, expect, it } from 'vitest';
import {
  checkLogoBytes,
  LOGO_MAX_BYTES,
  LOGO_MESSAGES,
  logoPath,
  logoUploadPath,
  sniffLogoType,
} from './logo';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...new TextEncoder().encode(p)] : p)));

const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], [0, 0, 0, 13]);
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF');
const WEBP = bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ');

describe('sniffLogoType', () => {
  it('names PNG, JPEG and WebP by their first bytes', () => {
    expect(sniffLogoType(PNG)).toBe('image/png');
    expect(sniffLogoType(JPEG)).toBe('image/jpeg');
    expect(sniffLogoType(WEBP)).toBe('image/webp');
  });

  it('does not take a RIFF file that is not WebP, nor a truncated signature', () => {
    expect(sniffLogoType(bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt '))).toBeNull();
    expect(sniffLogoType(PNG.subarray(0, 7))).toBeNull();
    expect(sniffLogoType(bytes([0xff, 0xd8]))).toBeNull();
    expect(sniffLogoType(bytes('GIF89a'))).toBeNull();
  });

  it('recognises SVG however it starts', () => {
    expect(sniffLogoType(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('svg');
    expect(sniffLogoType(bytes('\uFEFF  <?xml version="1.0"?><svg/>'))).toBe('svg');
    expect(sniffLogoType(bytes('<!-- made by hand -->\n<SVG></SVG>'))).toBe('svg');
    expect(sniffLogoType(bytes('<html><body>hi</body></html>'))).toBeNull();
  });
});

describe('checkLogoBytes', () => {
  it('accepts an image up to the limit', () => {
    const big = new Uint8Array(LOGO_MAX_BYTES);
    big.set(PNG);
    expect(checkLogoBytes(big)).toBeNull();
    expect(checkLogoBytes(JPEG)).toBeNull();
  });

  it('says what is wrong with anything else', () => {
    const tooBig = new Uint8Array(LOGO_MAX_BYTES + 1);
    tooBig.set(PNG);
    expect(checkLogoBytes(tooBig)).toBe(LOGO_MESSAGES.tooLarge);
    expect(checkLogoBytes(new Uint8Array())).toBe(LOGO_MESSAGES.empty);
    expect(checkLogoBytes(bytes('<svg/>'))).toBe(LOGO_MESSAGES.svg);
    expect(checkLogoBytes(bytes('GIF89a'))).toBe(LOGO_MESSAGES.type);
    expect(LOGO_MESSAGES.tooLarge).toBe('The logo is too large: it can be at most 512 KB.');
  });
});

describe('logo paths', () => {
  it('serves a logo by its hash and uploads it under its counter', () => {
    expect(logoPath('ab'.repeat(32))).toBe(`/api/logos/${'ab'.repeat(32)}`);
    expect(logoUploadPath('a b')).toBe('/api/counters/a%20b/logo');
    expect(logoUploadPath(undefined)).toBe('/api/logos');
  });
});
