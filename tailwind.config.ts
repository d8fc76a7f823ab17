import type { Config } from 'tailwindcss';

/**
 * The one theme file: colours, spacing, type scale and breakpoints. Components use these tokens only.
 * Contrast (WCAG 2.1) of text tokens on `surface`: fg 16.5, fg-muted 9.6, fg-subtle 6.9, accent 10.3,
 * primary 10.2; text on primary (primary-fg) 10.5.
 */
export const colors = {
  transparent: 'transparent',
  current: 'currentColor',
  canvas: '#080d1a',
  surface: '#0f1628',
  raised: '#161f36',
  overlay: '#1d2844',
  scrim: 'rgb(4 7 15 / 0.74)',
  line: { DEFAULT: '#2a3656', strong: '#3d4a6e' },
  fg: { DEFAULT: '#f2f5fb', muted: '#b3bdd3', subtle: '#93a0bb' },
  // Warm accent: primary actions (Deposit, Play, Sign up).
  primary: { DEFAULT: '#f7b844', hover: '#ffca66', fg: '#1a1200', soft: '#3a2a0c' },
  // Cool accent: links and focus.
  accent: { DEFAULT: '#6fcfff', hover: '#a3e1ff', fg: '#04121c', soft: '#0f2b40' },
  success: { DEFAULT: '#46d99a', soft: '#0d2b22' },
  warning: { DEFAULT: '#ff9f4a', soft: '#35200d' },
  danger: { DEFAULT: '#ff7a7a', soft: '#3a1418' },
  // Generated artwork only (tiles, hero shapes); never for text.
  art: {
    violet: '#6d4aff',
    indigo: '#3346d3',
    teal: '#119a9a',
    emerald: '#169b62',
    rose: '#d8406c',
    amber: '#e59a1c',
    sky: '#2a8fd8',
    plum: '#8a2f8f',
    night: '#0b1430',
  },
} as const;

const config: Config = {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}', './lib/**/*.{ts,tsx}'],
  theme: {
    screens: { sm: '320px', md: '768px', lg: '1024px', xl: '1440px' },
    colors,
    spacing: {
      0: '0px',
      px: '1px',
      0.5: '2px',
      1: '4px',
      1.5: '6px',
      2: '8px',
      2.5: '10px',
      3: '12px',
      4: '16px',
      5: '20px',
      6: '24px',
      8: '32px',
      10: '40px',
      11: '44px',
      12: '48px',
      14: '56px',
      16: '64px',
      20: '80px',
      24: '96px',
      32: '128px',
      40: '160px',
      64: '256px',
      96: '384px',
    },
    fontSize: {
      xs: ['12px', { lineHeight: '16px' }],
      sm: ['14px', { lineHeight: '20px' }],
      base: ['16px', { lineHeight: '24px' }],
      lg: ['20px', { lineHeight: '28px' }],
      xl: ['24px', { lineHeight: '32px' }],
      '2xl': ['32px', { lineHeight: '40px' }],
    },
    fontFamily: {
      sans: ['system-ui', '-apple-system', '"Segoe UI"', 'Roboto', '"Helvetica Neue"', 'Arial', '"Noto Sans"', 'sans-serif'],
      mono: ['ui-monospace', 'SFMono-Regular', 'Menlo', 'Consolas', 'monospace'],
    },
    borderRadius: { none: '0px', sm: '6px', DEFAULT: '10px', md: '10px', lg: '14px', xl: '20px', full: '9999px' },
    extend: {
      maxWidth: { content: '1440px', prose: '720px' },
      boxShadow: {
        card: '0 1px 0 rgb(255 255 255 / 0.04) inset, 0 8px 24px rgb(0 0 0 / 0.28)',
        raised: '0 16px 48px rgb(0 0 0 / 0.45)',
        glow: '0 8px 24px rgb(247 184 68 / 0.25)',
      },
      zIndex: { header: '40', bottomnav: '40', banner: '50', dialog: '60', toast: '70' },
      keyframes: {
        'fade-in': { from: { opacity: '0' }, to: { opacity: '1' } },
        'rise-in': { from: { opacity: '0', transform: 'translateY(16px)' }, to: { opacity: '1', transform: 'none' } },
        'slide-in': { from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } },
        'toast-in': { from: { opacity: '0', transform: 'translateY(-8px) scale(0.98)' }, to: { opacity: '1', transform: 'none' } },
        shimmer: { from: { backgroundPosition: '200% 0' }, to: { backgroundPosition: '-200% 0' } },
        // Built-in game client: a spinning reel strip and the roulette ball track (off under reduced motion).
        'reel-spin': { from: { transform: 'translateY(-50%)' }, to: { transform: 'translateY(0)' } },
        'wheel-spin': { from: { transform: 'rotate(0deg)' }, to: { transform: 'rotate(360deg)' } },
      },
      animation: {
        'fade-in': 'fade-in 160ms ease-out',
        'rise-in': 'rise-in 220ms cubic-bezier(0.2, 0.8, 0.2, 1)',
        'slide-in': 'slide-in 220ms cubic-bezier(0.2, 0.8, 0.2, 1)',
        'toast-in': 'toast-in 200ms cubic-bezier(0.2, 0.8, 0.2, 1)',
        shimmer: 'shimmer 1.6s linear infinite',
        'reel-spin': 'reel-spin 420ms linear infinite',
        'wheel-spin': 'wheel-spin 900ms linear infinite',
      },
    },
  },
};

export default config;
