// Download names a creator can file away: "road-to-100k-1080x1920-30fps.mp4".
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return slug || 'counter';
}

export function videoFileName(name: string, w: number, h: number, fps: number, ext: string): string {
  return `${slugify(name)}-${w}x${h}-${fps}fps.${ext}`;
}

export function imageFileName(name: string, w: number, h: number): string {
  return `${slugify(name)}-${w}x${h}.png`;
}

export function settingsFileName(name: string): string {
  return `${slugify(name)}.countstream.json`;
}

/** Starts a download of a Blob through a temporary link. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export function formatSeconds(ms: number): string {
  const s = Math.round(ms / 100) / 10;
  if (s < 60) return `${s % 1 === 0 ? s.toFixed(0) : s.toFixed(1)} s`;
  const m = Math.floor(s / 60);
  return `${m} min ${Math.round(s - m * 60)} s`;
}

/** A stable seed per counter, so its preview and its export replay the same random steps. */
export function seedOf(id: string): number {
  let h = 2166136261;
  for (const ch of id) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}
