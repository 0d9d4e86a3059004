import { ANIMATION_STYLE_REGISTRY } from '@core/counter/animation-styles';

// The landing page and the Help Center name the animation styles from their registry, so adding a
// style (core/counter/animation-styles.ts) updates "Six animation styles" and the list without a
// copy edit.
const NUMBER_WORDS = ['No', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten'];

const labels = Object.values(ANIMATION_STYLE_REGISTRY).map((s) => s.label.toLowerCase());

/** How many styles there are, as a capitalised word ("Six"), or digits past ten. */
export const ANIMATION_STYLE_COUNT_WORD = NUMBER_WORDS[labels.length] ?? String(labels.length);

/** "fade & scale, digits roll, … and odometer", in the form's order. */
export const ANIMATION_STYLE_LIST =
  labels.length > 1
    ? `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}`
    : (labels[0] ?? '');
