import clsx from 'clsx';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'outline';
export type ButtonSize = 'sm' | 'md' | 'lg';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-primary-fg shadow-glow hover:bg-primary-hover active:translate-y-px',
  secondary: 'bg-raised text-fg ring-1 ring-inset ring-line hover:bg-overlay hover:ring-line-strong',
  ghost: 'text-fg-muted hover:bg-raised hover:text-fg',
  outline: 'text-fg ring-1 ring-inset ring-line-strong hover:bg-raised hover:ring-accent',
};

// Minimum heights, not fixed ones: a long translation wraps inside the button instead of overflowing at 320 px.
const SIZES: Record<ButtonSize, string> = {
  sm: 'min-h-10 gap-1.5 px-3 py-1.5 text-sm',
  md: 'min-h-11 gap-2 px-5 py-2 text-sm',
  lg: 'min-h-12 gap-2 px-6 py-2.5 text-base',
};

/** One look for buttons and for links that act as buttons. */
export function buttonClasses(options: { variant?: ButtonVariant; size?: ButtonSize; block?: boolean; nowrap?: boolean; className?: string } = {}): string {
  const { variant = 'primary', size = 'md', block = false, nowrap = false, className } = options;
  return clsx(
    'inline-flex max-w-full items-center justify-center rounded-full text-center font-semibold leading-tight transition-colors duration-150',
    nowrap && 'shrink-0 whitespace-nowrap',
    'disabled:cursor-not-allowed disabled:opacity-60',
    VARIANTS[variant],
    SIZES[size],
    block && 'w-full',
    className,
  );
}
