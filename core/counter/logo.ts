// A Premium counter's own logo: an uploaded image, kept with the counter's data and served from our
// origin under the sha-256 of its bytes. These rules are shared by the form (which checks a file
// before sending it) and the server (which checks it again and is the authority).

export const LOGO_MAX_BYTES = 512 * 1024;

export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type LogoType = (typeof LOGO_TYPES)[number];

/** A logo's content hash: the lowercase hex sha-256 of its bytes. */
export const LOGO_HASH_PATTERN = /^[0-9a-f]{64}$/;

export const LOGO_MESSAGES = {
  tooLarge: `The logo is too large: it can be at most ${LOGO_MAX_BYTES / 1024} KB.`,
  empty: 'The logo file is empty.',
  // An SVG is a document that can carry scripts and links to other sites: we would have to rewrite
  // it to serve it safely from our origin, so it is refused with a way forward.
  svg: 'SVG logos are not accepted. Export your logo as PNG, JPEG or WebP and upload that.',
  type: 'The logo must be a PNG, JPEG or WebP image.',
  missing: 'This logo is no longer stored. Upload it again.',
} as const;

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];

/** An SVG or XML document, after an optional byte-order mark and white space. */
function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder('utf-8', { fatal: false })
    .decode(bytes.subarray(0, 512))
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  return head.startsWith('<?xml') || head.includes('<svg');
}

/**
 * The image type by the file's first bytes (its magic number), never its name or a claimed type:
 * 'svg' for an SVG (refused), null for anything else we do not take.
 */
export function sniffLogoType(bytes: Uint8Array): LogoType | 'svg' | null {
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'image/webp';
  return looksLikeSvg(bytes) ? 'svg' : null;
}

/** Why these bytes cannot be a logo, or null when they can (then `sniffLogoType` names their type). */
export function checkLogoBytes(bytes: Uint8Array): string | null {
  if (bytes.length === 0) return LOGO_MESSAGES.empty;
  if (bytes.length > LOGO_MAX_BYTES) return LOGO_MESSAGES.tooLarge;
  const type = sniffLogoType(bytes);
  if (type === 'svg') return LOGO_MESSAGES.svg;
  return type === null ? LOGO_MESSAGES.type : null;
}

// In a module of its own: the public viewer needs only the address, not the upload rules.
export { logoPath } from './logo-path';

/** Where a counter's logo is uploaded; a counter not made yet uploads it as its owner's pending logo. */
export function logoUploadPath(counterId: string | undefined): string {
  return counterId === undefined ? '/api/logos' : `/api/counters/${encodeURIComponent(counterId)}/logo`;
}
