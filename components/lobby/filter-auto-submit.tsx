'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { SEARCH_FOCUS_PARAM, SEARCH_INPUT_ID } from './search-focus';

/** The form's GET query without empty fields, so `?q=` never lingers in the URL. */
function queryOf(form: HTMLFormElement): string {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string' && value.trim() !== '') params.append(name, value.trim());
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * Enhancement only. Without JavaScript the form submits by GET; with it, submitting and ticking a provider
 * navigate on the client (no full reload, the route's skeleton shows meanwhile) to the same URL.
 */
export function FilterAutoSubmit() {
  const marker = useRef<HTMLSpanElement>(null);
  const router = useRouter();
  useEffect(() => {
    const form = marker.current?.closest('form');
    if (!form) return;
    const go = () => router.push(`${form.getAttribute('action') ?? ''}${queryOf(form)}`, { scroll: false });
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      go();
    };
    const onChange = (event: Event) => {
      if (event.target instanceof HTMLInputElement && event.target.type === 'checkbox') go();
    };
    form.addEventListener('submit', onSubmit);
    form.addEventListener('change', onChange);
    return () => {
      form.removeEventListener('submit', onSubmit);
      form.removeEventListener('change', onChange);
    };
  }, [router]);

  // Arriving from the header's search link (`?search=1`): the search field takes focus, and the URL drops the flag.
  useEffect(() => {
    const url = new URL(window.location.href);
    if (url.searchParams.get(SEARCH_FOCUS_PARAM) !== '1') return;
    document.getElementById(SEARCH_INPUT_ID)?.focus();
    url.searchParams.delete(SEARCH_FOCUS_PARAM);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }, []);
  return <span ref={marker} hidden />;
}
