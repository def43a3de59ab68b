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
