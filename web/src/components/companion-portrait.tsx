import Box, { type BoxProps } from '@mui/material/Box';
import { COMPANION_IMAGE } from '../config/app';

/** Bela's illustrated portrait. */
export function CompanionPortrait({ size, sx, ...rest }: { size?: number | string } & Omit<BoxProps<'img'>, 'component' | 'src'>) {
  return (
    <Box
      component="img"
      src={COMPANION_IMAGE}
      alt="Illustration of Bela, your AI companion"
      width={typeof size === 'number' ? size : undefined}
      height={typeof size === 'number' ? size : undefined}
      sx={{ display: 'block', width: size ?? '100%', height: size ?? 'auto', objectFit: 'cover', ...sx }}
      {...rest}
    />
  );
}
