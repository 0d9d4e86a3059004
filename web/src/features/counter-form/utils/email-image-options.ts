import type { EmailEnd, EmailLayout } from '@core/counter/settings-options';

// Human labels of the e-mail image choices (docs/product.md, 'E-mail images'), in display order.
export const EMAIL_LAYOUT_LABELS: Record<EmailLayout, string> = {
  cards: 'Big digits in cards',
  digits: 'Bigger digits, no cards',
};

export const EMAIL_END_LABELS: Record<EmailEnd, string> = {
  text: 'A text of my choice',
  zeros: 'The timer at 00:00:00',
};
