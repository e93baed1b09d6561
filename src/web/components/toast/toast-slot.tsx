// Where toasts show (docs/decisions/030-toasts.md). The shell has one slot and every Dialog has
// its own: a modal <dialog> makes the rest of the page inert, so a toast outside it could neither
// be heard nor dismissed. Both live regions are on the page from the start, empty, so screen
// readers announce what lands in them; what fills them (toast-items.tsx) is downloaded with the
// code that raises the first toast, so the home page carries only this file.
import { lazy, Suspense, useState } from 'react';
import { toastsWanted } from './toast-wanted.js';
import './toast.css';

const ToastItems = lazy(() => import('./toast-items.js'));

/** Slots in the order they were made: the newest (a dialog opened last) shows the toasts. */
let slotsMade = 0;

export function ToastSlot({ raised = false }: { raised?: boolean }) {
  const [order] = useState(() => ++slotsMade);
  const [status, setStatus] = useState<HTMLDivElement | null>(null);
  const [alert, setAlert] = useState<HTMLDivElement | null>(null);
  const wanted = toastsWanted.use();
  return (
    <div className={raised ? 'toasts toasts--raised' : 'toasts'}>
      <div ref={setStatus} className="toasts__list" role="status" aria-live="polite" aria-atomic="false" />
      <div ref={setAlert} className="toasts__list" role="alert" aria-live="assertive" aria-atomic="false" />
      {wanted && status && alert && (
        <Suspense fallback={null}>
          <ToastItems order={order} status={status} alert={alert} />
        </Suspense>
      )}
    </div>
  );
}
