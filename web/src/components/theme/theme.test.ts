/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { brand, theme } from './theme';

// WCAG AA: 4.5:1 for body-size text. Every palette colour MUI paints text in must reach it on the
// surfaces the app uses (white paper and the ivory page).
const AA = 4.5;
const surfaces = { paper: theme.palette.background.paper, page: brand.ivory };

describe('theme contrast', () => {
  const textColours = {
    'text.primary': theme.palette.text.primary,
    'text.secondary': theme.palette.text.secondary,
    'primary.main': theme.palette.primary.main,
    'primary.dark': theme.palette.primary.dark,
    'secondary.dark': theme.palette.secondary.dark,
    'error.main': theme.palette.error.main,
    'warning.main': theme.palette.warning.main,
    'info.main': theme.palette.info.main,
    'success.main': theme.palette.success.main,
  };
  for (const [name, colour] of Object.entries(textColours)) {
    for (const [surface, background] of Object.entries(surfaces)) {
      it(`${name} on the ${surface} reaches AA`, () => {
        expect(getContrastRatio(colour, background)).toBeGreaterThanOrEqual(AA);
      });
    }
  }

  for (const key of ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const) {
    it(`contained ${key} buttons keep their label readable`, () => {
      const { main, contrastText } = theme.palette[key];
      expect(getContrastRatio(contrastText, main)).toBeGreaterThanOrEqual(AA);
    });
  }
});

describe('plain CSS tokens', () => {
  // The pages drawn without MUI use styles/base.css: its colours and fonts are the theme's.
  const css = readFileSync(new URL('../../styles/base.css', import.meta.url), 'utf8');
  const token = (name: string) => css.match(new RegExp(`--bela-${name}:\\s*([^;]+);`))?.[1]?.trim();
  const expected: Record<string, string> = {
    plum: brand.plum,
    wine: brand.wine,
    rose: theme.palette.primary.main,
    'rose-light': theme.palette.primary.light,
    'rose-dark': theme.palette.primary.dark,
    blush: brand.blush,
    amber: theme.palette.secondary.main,
    'amber-light': theme.palette.secondary.light,
    'amber-dark': theme.palette.secondary.dark,
    ivory: theme.palette.background.default,
    paper: theme.palette.background.paper,
    text: theme.palette.text.primary,
    'text-secondary': theme.palette.text.secondary,
    sans: theme.typography.fontFamily!,
    serif: theme.typography.h1.fontFamily!,
  };
  for (const [name, value] of Object.entries(expected)) {
    it(`--bela-${name} is the theme's ${value}`, () => {
      expect(token(name)?.toLowerCase()).toBe(value.toLowerCase());
    });
  }
  it('--bela-divider is the theme divider', () => {
    expect(token('divider')?.replace(/\s/g, '')).toBe(theme.palette.divider.replace(/\s/g, ''));
  });
});
