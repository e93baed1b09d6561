// Whether any toast was raised yet: the slots (on the home page) wait for it before downloading
// what draws toasts (docs/decisions/030-toasts.md).
import { createStore } from '../../lib/store.js';

export const toastsWanted = createStore(false);
