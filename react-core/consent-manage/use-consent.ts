/** The consent state for a React view: started on mount, re-rendered on every change of consent. */
import { useEffect, useState } from 'react';
import { getConsentState, startConsent, subscribeConsent, type ConsentState } from '../consent/consent-state';
import { reportError } from '../runtime/warn';

export function useConsentState(source: string): ConsentState {
  const [state, setState] = useState(getConsentState);
  useEffect(() => {
    let active = true;
    const stop = subscribeConsent((next) => active && setState(next));
    setState(getConsentState());
    startConsent().then(
      () => active && setState(getConsentState()),
      (error: unknown) => reportError(source, error),
    );
    return () => {
      active = false;
      stop();
    };
  }, [source]);
  return state;
}
