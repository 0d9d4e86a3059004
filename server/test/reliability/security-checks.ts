import type { LightMyRequestResponse } from 'fastify';

/** What every answer must carry, page or API, success or error. Returns the problems found. */
export function headerProblems(url: string, res: LightMyRequestResponse): string[] {
  const problems: string[] = [];
  const h = res.headers;
  if (h['x-content-type-options'] !== 'nosniff') problems.push('no x-content-type-options: nosniff');
  if (h['referrer-policy'] !== 'strict-origin-when-cross-origin')
    problems.push(`referrer-policy ${h['referrer-policy']}`);
  if (h['x-powered-by']) problems.push('x-powered-by is sent');
  const csp = String(h['content-security-policy'] ?? '');
  if (!csp) return [...problems, 'no content-security-policy'];
  const directive = (name: string) =>
    csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith(`${name} `));
  const scripts = directive('script-src') ?? directive('default-src') ?? '';
  if (/unsafe-inline|unsafe-eval/.test(scripts)) problems.push(`scripts may run inline: ${scripts}`);
  const ancestors = directive('frame-ancestors');
  const embeddable = url.startsWith('/embed/');
  if (embeddable && ancestors !== 'frame-ancestors * file:')
    problems.push(`embed route not frameable: ${ancestors}`);
  if (!embeddable && ancestors !== "frame-ancestors 'none'") problems.push(`frameable: ${ancestors}`);
  // Older browsers ignore frame-ancestors and read this instead.
  if (!embeddable && !/^(deny|sameorigin)$/i.test(String(h['x-frame-options'] ?? '')))
    problems.push('no x-frame-options');
  return problems;
}
