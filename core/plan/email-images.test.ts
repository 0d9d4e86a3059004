import { describe, expect, it } from 'vitest';
import { EMAIL_IMAGE_UPGRADE_NOTE, WATERMARK_TEXT } from './email-images';

// The words painted into a Free owner's server images: the watermark of the public viewer and the
// note on a still e-mail image. They are pixels, so no page test reads them back as text.
describe('e-mail image texts', () => {
  it('names the watermark and the upgrade note', () => {
    expect(WATERMARK_TEXT).toBe('Made with Countstream');
    expect(EMAIL_IMAGE_UPGRADE_NOTE).toBe('Live e-mail countdowns need Premium');
  });
});
