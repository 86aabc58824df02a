// antd look-alikes in plain markup for the shell, the sign-in page and the home page: their first download
// carries no antd (issue 10: 200 KB of JavaScript on first load). Same props as antd's Button and
// Skeleton.Button for what those screens use, drawn with the theme's colours (plain.css).
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, MouseEventHandler, ReactNode } from 'react';
import { Shimmer } from './Shimmer.tsx';
import './plain.css';

type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'onClick'> & {
  type?: 'default' | 'primary' | 'text' | 'link';
  size?: 'small' | 'middle' | 'large';
  shape?: 'default' | 'circle' | 'round';
  htmlType?: 'button' | 'submit' | 'reset';
  icon?: ReactNode;
  loading?: boolean;
  block?: boolean;
  href?: string;
  onClick?: MouseEventHandler<HTMLElement>;
};

export function Button({
  type = 'default',
  size = 'middle',
  shape = 'default',
  htmlType = 'button',
  icon,
  loading = false,
  block = false,
  href,
  className,
  children,
  disabled,
  onClick,
  ...rest
}: ButtonProps) {
  const classes = [
    'plain-btn',
    `plain-btn--${type}`,
    size === 'middle' ? '' : `plain-btn--${size}`,
    shape === 'default' ? '' : `plain-btn--${shape}`,
    children === undefined || children === null ? 'plain-btn--icon-only' : '',
    block ? 'plain-btn--block' : '',
    loading ? 'plain-btn--loading' : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  const content = (
    <>
      {loading ? <span className="plain-btn__spinner" aria-hidden /> : icon}
      {children === undefined || children === null ? null : <span>{children}</span>}
    </>
  );
  if (href !== undefined && !disabled) {
    const anchor = rest as AnchorHTMLAttributes<HTMLAnchorElement>;
    return (
      <a {...anchor} href={href} className={classes} onClick={onClick}>
        {content}
      </a>
    );
  }
  return (
    <button
      {...rest}
      type={htmlType}
      className={classes}
      disabled={disabled}
      aria-busy={loading || undefined}
      onClick={(event) => {
        // As antd: a loading button neither calls its handler nor submits its form again.
        if (loading) event.preventDefault();
        else onClick?.(event);
      }}
    >
      {content}
    </button>
  );
}

/** Placeholder of a button while its figure loads (antd's `Skeleton.Button`). */
function SkeletonButton({ size = 'middle' }: { active?: boolean; size?: 'small' | 'middle' | 'large' }) {
  const height = size === 'small' ? 24 : size === 'large' ? 40 : 32;
  return <Shimmer width={height * 2} height={height} />;
}

export const Skeleton = { Button: SkeletonButton };
