import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { HelpFigure } from './help-bits';

/**
 * One section of the Help Center, at /help#<id>. A guide (an article) has a summary, a body with
 * steps and a screenshot, then its own questions; an FAQ group has questions only. `keywords` are
 * words a reader may search for that the text does not use.
 */
export type HelpTopic = {
  id: string;
  title: string;
  Icon: LucideIcon;
  summary?: string;
  body?: ReactNode;
  figure?: HelpFigure;
  keywords?: string;
  items: Array<{ q: string; a: ReactNode }>;
};
