/**
 * The Material icons the plain-CSS parts of the site use, as small inline SVGs: the same artwork
 * (path data) as MUI's icon package, drawn the way its SvgIcon draws it, without any MUI code.
 */
import type { ReactNode, SVGProps } from 'react';
import './icon.css';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children' | 'fontSize'> {
  /** 24 px (`medium`) or 20 px (`small`); a parent's CSS may set another `font-size`. */
  fontSize?: 'small' | 'medium';
}

function createIcon(artwork: ReactNode, name: string) {
  function Icon({ fontSize = 'medium', className, ...rest }: IconProps) {
    const classes = ['bela-icon', fontSize === 'small' && 'bela-icon--small', className].filter(Boolean).join(' ');
    return (
      <svg className={classes} focusable="false" aria-hidden="true" viewBox="0 0 24 24" {...rest}>
        {artwork}
      </svg>
    );
  }
  Icon.displayName = `${name}Icon`;
  return Icon;
}

export const ArrowBackIcon = createIcon(<path d="M20 11H7.83l5.59-5.59L12 4l-8 8 8 8 1.41-1.41L7.83 13H20z" />, 'ArrowBack');

export const ArrowDownwardIcon = createIcon(<path d="m20 12-1.41-1.41L13 16.17V4h-2v12.17l-5.58-5.59L4 12l8 8z" />, 'ArrowDownward');

export const AutoAwesomeOutlinedIcon = createIcon(
  <path d="m19 9 1.25-2.75L23 5l-2.75-1.25L19 1l-1.25 2.75L15 5l2.75 1.25zm0 6-1.25 2.75L15 19l2.75 1.25L19 23l1.25-2.75L23 19l-2.75-1.25zm-7.5-5.5L9 4 6.5 9.5 1 12l5.5 2.5L9 20l2.5-5.5L17 12zm-1.51 3.49L9 15.17l-.99-2.18L5.83 12l2.18-.99L9 8.83l.99 2.18 2.18.99z" />,
  'AutoAwesomeOutlined',
);

export const ChatBubbleOutlineIcon = createIcon(
  <path d="M20 2H4c-1.1 0-2 .9-2 2v18l4-4h14c1.1 0 2-.9 2-2V4c0-1.1-.9-2-2-2m0 14H6l-2 2V4h16z" />,
  'ChatBubbleOutline',
);

export const ChevronLeftIcon = createIcon(<path d="M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z" />, 'ChevronLeft');

export const ChevronRightIcon = createIcon(<path d="M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z" />, 'ChevronRight');

export const ErrorOutlineIcon = createIcon(
  <path d="M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8" />,
  'ErrorOutline',
);

export const HideImageOutlinedIcon = createIcon(
  <path d="M19 5v11.17l2 2V5c0-1.1-.9-2-2-2H5.83l2 2zM2.81 2.81 1.39 4.22 3 5.83V19c0 1.1.9 2 2 2h13.17l1.61 1.61 1.41-1.41zM5 19V7.83l7.07 7.07-.82 1.1L9 13l-3 4h8.17l2 2z" />,
  'HideImageOutlined',
);

export const LocalOfferOutlinedIcon = createIcon(
  <>
    <path d="m21.41 11.58-9-9C12.05 2.22 11.55 2 11 2H4c-1.1 0-2 .9-2 2v7c0 .55.22 1.05.59 1.42l9 9c.36.36.86.58 1.41.58s1.05-.22 1.41-.59l7-7c.37-.36.59-.86.59-1.41s-.23-1.06-.59-1.42M13 20.01 4 11V4h7v-.01l9 9z" />
    <circle cx="6.5" cy="6.5" r="1.5" />
  </>,
  'LocalOfferOutlined',
);

export const LockOutlinedIcon = createIcon(
  <path d="M18 8h-1V6c0-2.76-2.24-5-5-5S7 3.24 7 6v2H6c-1.1 0-2 .9-2 2v10c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2V10c0-1.1-.9-2-2-2M9 6c0-1.66 1.34-3 3-3s3 1.34 3 3v2H9zm9 14H6V10h12zm-6-3c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2" />,
  'LockOutlined',
);

export const MailOutlinedIcon = createIcon(
  <path d="M22 6c0-1.1-.9-2-2-2H4c-1.1 0-2 .9-2 2v12c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2zm-2 0-8 4.99L4 6zm0 12H4V8l8 5 8-5z" />,
  'MailOutlined',
);

export const PhotoLibraryOutlinedIcon = createIcon(
  <path d="M20 4v12H8V4zm0-2H8c-1.1 0-2 .9-2 2v12c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2V4c0-1.1-.9-2-2-2m-8.5 9.67 1.69 2.26 2.48-3.1L19 15H9zM2 6v14c0 1.1.9 2 2 2h14v-2H4V6z" />,
  'PhotoLibraryOutlined',
);

export const ShieldOutlinedIcon = createIcon(
  <path d="M12 2 4 5v6.09c0 5.05 3.41 9.76 8 10.91 4.59-1.15 8-5.86 8-10.91V5zm6 9.09c0 4-2.55 7.7-6 8.83-3.45-1.13-6-4.82-6-8.83v-4.7l6-2.25 6 2.25z" />,
  'ShieldOutlined',
);
