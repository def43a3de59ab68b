/**
 * The member's voice settings, kept in this browser: "Read Bela's replies aloud" (each new reply
 * starts playing as its text completes) and "Send what I say" (a transcript is sent at once rather
 * than put in the composer to review). Both off until the member turns them on.
 */
import { useSyncExternalStore } from 'react';

export interface VoiceSettings {
  readAloud: boolean;
  sendWhatISay: boolean;
}

const KEY = 'bela.voice-settings';
const DEFAULTS: VoiceSettings = { readAloud: false, sendWhatISay: false };
const listeners = new Set<() => void>();

function load(): VoiceSettings {
  try {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<VoiceSettings>) : {};
    return { readAloud: parsed.readAloud === true, sendWhatISay: parsed.sendWhatISay === true };
  } catch {
    return DEFAULTS;
  }
}

let current = load();

export function voiceSettings(): VoiceSettings {
  return current;
}

export function setVoiceSetting(name: keyof VoiceSettings, value: boolean): void {
  current = { ...current, [name]: value };
  try {
    localStorage.setItem(KEY, JSON.stringify(current));
  } catch {
    // A browser that keeps nothing keeps the setting for this page only.
  }
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useVoiceSettings(): VoiceSettings {
  return useSyncExternalStore(subscribe, voiceSettings, () => DEFAULTS);
}
