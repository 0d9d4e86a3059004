import type { ComponentProps } from 'react';

// lucide-react 1.x ships no brand marks and docs/architecture.md §1 rules out icon CDNs, so the few we need are drawn here.
type IconProps = ComponentProps<'svg'>;
const base = { viewBox: '0 0 24 24', 'aria-hidden': true } as const;

export function InstagramIcon(props: IconProps) {
  return (
    <svg {...base} fill="none" stroke="currentColor" strokeWidth={2} {...props}>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none" />
    </svg>
  );
}

export function YouTubeIcon(props: IconProps) {
  return (
    <svg {...base} fill="currentColor" {...props}>
      <path
        fillRule="evenodd"
        d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8A26 26 0 0 0 2 12c0 1.6.1 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.3-1.6.4-3.2.4-4.8s-.1-3.2-.4-4.8ZM10 15V9l5.2 3L10 15Z"
      />
    </svg>
  );
}

export function XIcon(props: IconProps) {
  return (
    <svg {...base} fill="currentColor" {...props}>
      <path d="M18.9 1.15h3.68l-8.04 9.19L24 22.85h-7.41l-5.8-7.59-6.64 7.59H.47l8.6-9.83L0 1.15h7.59l5.25 6.93 6.06-6.93Zm-1.29 19.5h2.04L6.49 3.24H4.3l13.31 17.41Z" />
    </svg>
  );
}

export function TwitchIcon(props: IconProps) {
  return (
    <svg {...base} fill="currentColor" {...props}>
      <path d="M11.57 4.71h1.72v5.15h-1.72V4.71Zm4.72 0H18v5.15h-1.71V4.71ZM6 0 1.71 4.29v15.42h5.15V24l4.28-4.29h3.43L22.29 12V0H6Zm14.57 11.14-3.43 3.43h-3.43l-3 3v-3H6.86V1.71h13.71v9.43Z" />
    </svg>
  );
}

// Where the product's own accounts live; the footer links to them.
export const SOCIAL_LINKS = [
  { label: 'Countstream on Instagram', href: 'https://www.instagram.com/countstream', Icon: InstagramIcon },
  { label: 'Countstream on YouTube', href: 'https://www.youtube.com/@countstream', Icon: YouTubeIcon },
  { label: 'Countstream on X', href: 'https://x.com/countstream', Icon: XIcon },
  { label: 'Countstream on Twitch', href: 'https://www.twitch.tv/countstream', Icon: TwitchIcon },
] as const;
