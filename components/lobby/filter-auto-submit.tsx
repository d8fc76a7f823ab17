'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';

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
  return <span ref={marker} hidden />;
}
