'use client';

import { createContext, useContext, type ReactNode } from 'react';

const FormRefusedContext = createContext(false);

/**
 * Says whether the server has refused the form it wraps (a form-level error is showing): its fields then show
 * no green "valid" tick, which beside a red refusal would tell the player the opposite of the answer.
 */
export function FormRefusal({ refused, children }: { refused: boolean; children: ReactNode }) {
  return <FormRefusedContext value={refused}>{children}</FormRefusedContext>;
}

export function useFormRefused(): boolean {
  return useContext(FormRefusedContext);
}
