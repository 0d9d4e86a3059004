// Plain share-intent links: each service's public "compose" address with the text filled in. No
// scripts from the services are loaded; the link opens their own page (or app) in a new tab.

export type ShareTarget = 'x' | 'threads' | 'whatsapp' | 'email';

export interface ShareLink {
  target: ShareTarget;
  label: string;
  href: string;
}

const q = encodeURIComponent;

export function shareLinks(url: string, title: string): ShareLink[] {
  const text = title.trim() || 'My counter';
  return [
    { target: 'x', label: 'X', href: `https://x.com/intent/post?text=${q(text)}&url=${q(url)}` },
    {
      target: 'threads',
      label: 'Threads',
      href: `https://www.threads.net/intent/post?text=${q(`${text} ${url}`)}`,
    },
    { target: 'whatsapp', label: 'WhatsApp', href: `https://wa.me/?text=${q(`${text} ${url}`)}` },
    { target: 'email', label: 'E-mail', href: `mailto:?subject=${q(text)}&body=${q(`${text}\n${url}`)}` },
  ];
}
