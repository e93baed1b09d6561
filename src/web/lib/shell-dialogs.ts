// Which of the shell's dialogs is open (docs/product/site.md: menu, Sign In, Your Settings, Tech
// Specs). Kept here rather than in the shell's state so any page can ask for one — e.g. "Sign
// in" on the Admin refusal, the sign-in prompts that come with sharing, or 'host-sign-in', the
// Sign In dialog as the last step of creating a pool while the host is anonymous (decision 031).
import { createStore } from './store.js';

export type ShellDialog = 'menu' | 'tech-specs' | 'sign-in' | 'host-sign-in' | 'settings';

const open = createStore<ShellDialog | null>(null);

export const openShellDialog = (dialog: ShellDialog | null): void => open.set(dialog);
export const closeShellDialog = (): void => open.set(null);
export const useShellDialog = open.use;
export const shownShellDialog = (): ShellDialog | null => open.get();
