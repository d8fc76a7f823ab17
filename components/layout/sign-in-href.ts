/** Where "Sign in" links go: the home page with the sign-in dialog open (a plain module, so server and client components share it). */
export const SIGN_IN_HREF = { pathname: '/', query: { login: '1' } } as const;
