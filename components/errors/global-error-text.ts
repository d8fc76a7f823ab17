// The global error screen replaces the root layout, so next-intl is not available there: this English
// wording mirrors errors.global.* in messages/en.json (a unit test keeps the two equal).
export const GLOBAL_ERROR_TEXT = {
  message: 'Oops, something went wrong. Please reload the page to try again.',
  reload: 'Reload',
} as const;
