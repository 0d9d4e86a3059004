// E-mail images (animated GIF countdowns) are Premium (issue 19): a Free counter's GIF is a still
// frame carrying this note, and the pricing card lists the feature.
export const EMAIL_IMAGE_UPGRADE_NOTE = 'Live e-mail countdowns need Premium';
export const WATERMARK_TEXT = 'Made with Countstream';
