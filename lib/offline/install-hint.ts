// The site's own "Add to home screen" hint is offered once per browser: answered or dismissed.
export const INSTALL_HINT_KEY = 'vayu-jets:install-hint';

export function installHintSeen(): boolean {
  try {
    return window.localStorage.getItem(INSTALL_HINT_KEY) !== null;
  } catch {
    return true;
  }
}

export function rememberInstallHint(): void {
  try {
    window.localStorage.setItem(INSTALL_HINT_KEY, 'seen');
  } catch {
    // Storage refused: the hint may come back on a later visit, which is harmless.
  }
}

export type InstallPromptEvent = Event & { prompt: () => Promise<void> };
