'use client';

import { ErrorScreen } from './error-screen';
import { reloadPage } from './reload-page';

/** The /500 page: "Try again" returns to the page that failed, or reloads when there is no history. */
export function ServerErrorScreen() {
  return (
    <ErrorScreen
      onRetry={() => {
        if (window.history.length > 1) window.history.back();
        else reloadPage();
      }}
    />
  );
}
