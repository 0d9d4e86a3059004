import { createRequire } from 'node:module';
import { FONT_STYLE_REGISTRY, FONT_STYLES, fontFamilyStackOf, webFamilyOf } from '@core/counter/font-styles';
import { counterSettingsSchema } from '@core/counter/settings';
import { createFormDefaults } from '@core/counter/settings-defaults';
import { resolveFontStyle, toViewerFontName } from '@core/counter/settings-style';
import { digitWidth } from '@core/painter/fit';
import { FONT_FILES } from '@core/painter/font-files';
import { FONT_STYLE_LABELS } from '@web/features/counter-form/utils/options';
import { counterFontTags } from '@web/features/viewer/counter-font-files';
import { describe, expect, it } from 'vitest';
import { byFontName, type FontFaces, type LoadFontCss } from './font-parts';

// A font is one entry in core/counter/font-styles.ts plus its web file (fonts/<name>.ts) and its
// @fontsource package: every reader of fonts takes it from there. This proves each registered font
// has every part, and that no web file names a font the registry does not have.
const require = createRequire(import.meta.url);
const webFiles = import.meta.glob<{ load: LoadFontCss; faces: FontFaces }>('./fonts/*.ts', { eager: true });
const WEB = byFontName(webFiles);

describe('byFontName', () => {
  it('names each module by its file name, whatever the folder', () => {
    expect(
      byFontName({ './fonts/orbitron.ts': 1, '/src/web/fonts/press-start.ts': 2, 'inter.ts': 3 }),
    ).toEqual({
      orbitron: 1,
      'press-start': 2,
      inter: 3,
    });
  });
});

describe('font registry', () => {
  it('has a web file for every font and no web file without a font', () => {
    expect(Object.keys(WEB).sort()).toEqual([...FONT_STYLES].sort());
  });

  it.each(FONT_STYLES)(
    'gives %s every part: schema, form, viewer name, stack, painter, fit, web',
    async (font) => {
      const entry = FONT_STYLE_REGISTRY[font];
      const settings = { ...createFormDefaults(new Date('2030-01-01T00:00:00Z'), 'UTC'), fontStyle: font };
      expect(counterSettingsSchema.safeParse(settings).success).toBe(true);
      expect(FONT_STYLE_LABELS[font]).toBe(entry.label);
      expect(resolveFontStyle(toViewerFontName(font))).toBe(font);
      expect(fontFamilyStackOf(font).startsWith(`'${webFamilyOf(font)}'`)).toBe(true);
      expect(digitWidth(font)).toBeGreaterThan(0.3);
      expect(digitWidth(font)).toBeLessThan(1);
      // The painter's files are installed and registered under the family the painter draws with.
      expect(FONT_FILES[font].map((f) => f.weight)).toEqual([...entry.weights]);
      for (const f of FONT_FILES[font]) {
        expect(f.family).toBe(entry.family);
        expect(require.resolve(f.file)).toMatch(/\.woff2$/);
      }
      // The web file: a CSS loader that resolves, and files the server preloads under the web family.
      const web = WEB[font]!;
      await expect(web.load()).resolves.toBeDefined();
      const faces = web.faces();
      expect(faces.length).toBeGreaterThan(0);
      for (const face of faces) expect(face.url).toMatch(/\.woff2/);
      const tags = counterFontTags(font);
      expect(tags.preload).toContain(`href="${faces[0]!.url}"`);
      expect(tags.head).toContain(`font-family:'${webFamilyOf(font)}'`);
    },
  );
});
