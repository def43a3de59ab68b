import type { ImgHTMLAttributes } from 'react';
import { COMPANION_IMAGE } from '../config/app';
import './companion-portrait.css';

interface CompanionPortraitProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height'> {
  /** Width and height; without it the portrait fills its container's width. */
  size?: number;
}

/** Bela's illustrated portrait. */
export function CompanionPortrait({ size, className, style, ...rest }: CompanionPortraitProps) {
  return (
    <img
      src={COMPANION_IMAGE}
      alt="Illustration of Bela, your AI companion"
      width={size}
      height={size}
      className={className ? `companion-portrait ${className}` : 'companion-portrait'}
      style={size === undefined ? style : { width: size, height: size, ...style }}
      {...rest}
    />
  );
}
