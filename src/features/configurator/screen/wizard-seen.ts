/**
 * Whether the visitor has seen the configurator tutorial (localStorage 'hasSeenWizard', spec §2). Apart from
 * the tutorial itself so the configurator's first chunk can ask without loading the tutorial's code.
 */
import { STORAGE_KEY_HAS_SEEN_WIZARD } from '../../../domain/constants';

export function hasSeenWizard(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY_HAS_SEEN_WIZARD) === 'true';
  } catch {
    return true;
  }
}

export function rememberWizardSeen(): void {
  try {
    localStorage.setItem(STORAGE_KEY_HAS_SEEN_WIZARD, 'true');
  } catch {
    // Without storage the tutorial shows again next time; harmless.
  }
}
