// The glyph data lives with the painter in core/ (the server paints icons too).
export * from '@core/painter/social-glyphs';
