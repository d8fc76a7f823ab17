import { create } from 'zustand';
import {
  DEFAULT_COOKIE_OPTIONS,
  loadCookieConsent,
  normalizeCookieOptions,
  preloadConsentClient,
  saveCookieConsent,
  sendConsentProof,
  type CookieConsentRecord,
  type CookieOptions,
} from './cookie-consent';

type CookieConsentState = {
  /** False until local storage has been read on mount; the banner stays hidden until then. */
  loaded: boolean;
  accepted: boolean;
  consentId: string | null;
  options: CookieOptions;
  settingsOpen: boolean;
  load: () => void;
  /** "Accept": keeps the current options (all on by default) and hides the banner. */
  accept: () => void;
  /** "Save" in the settings dialog. */
  saveSettings: (options: Omit<CookieOptions, 'essentials'>) => void;
  openSettings: () => void;
  closeSettings: () => void;
};

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export const useCookieConsentStore = create<CookieConsentState>()((set, get) => {
  function commit(options: CookieOptions) {
    // The consent id is minted once and kept for every later change of mind.
    const record: CookieConsentRecord = { options, accepted: true, consentId: get().consentId ?? crypto.randomUUID() };
    const storage = browserStorage();
    if (storage) saveCookieConsent(storage, record);
    set({ accepted: true, consentId: record.consentId, options, settingsOpen: false });
    void sendConsentProof(record);
  }

  return {
    loaded: false,
    accepted: false,
    consentId: null,
    options: { ...DEFAULT_COOKIE_OPTIONS },
    settingsOpen: false,
    load: () => {
      const storage = browserStorage();
      const record = storage ? loadCookieConsent(storage) : null;
      set(record ? { loaded: true, ...record } : { loaded: true });
      // The banner shows: its answer's client loads now, so the proof is not waiting on it when the visitor clicks.
      if (!record) preloadConsentClient();
    },
    accept: () => commit(get().options),
    saveSettings: (options) => commit(normalizeCookieOptions(options)),
    openSettings: () => set({ settingsOpen: true }),
    closeSettings: () => set({ settingsOpen: false }),
  };
});
