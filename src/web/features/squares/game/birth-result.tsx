// The host's birth result (docs/product/squares.md#baby-shower): entered after the lock, it asks
// for confirmation showing the winning square it will pick; once entered, the host may correct
// it (re-settled, and written to the activity log).
import { useState } from 'react';
import type { BabyShowerData, BirthResultInput, DigitSet, Square } from '../../../../contracts/squares.js';
import { settleBabyShower, squareSubject, type SquaresSize } from '../../../../domain/squares/index.js';
import { Dialog } from '../../../components/dialog.js';
import { useSlice } from '../../../lib/store.js';
import { BirthResultForm, formatDay } from './baby-shower.js';
import type { SquaresSource } from './game-frame.js';
import { Failure, useInlineCommand } from './host-tools.js';

/** What the confirmation says the birth picks: the digits, the square and who holds it. */
export function birthPick(birth: BirthResultInput, digits: readonly DigitSet[], size: SquaresSize, squares: readonly Square[]): { digits: string; square: string; winner: string } {
  const [result] = settleBabyShower({ birthResult: birth, targetScores: digits, size, squares });
  const day = Number(birth.birthDate.slice(8, 10));
  return {
    digits: `Row digit ${day % 10} (born on day ${day}), column digit ${birth.birthWeightOz % 10} (${birth.birthWeightOz} oz)`,
    square: result ? squareSubject(result.square, size) : '',
    winner: result?.entryName ? `${result.entryName} wins` : 'Nobody holds that square: no winner',
  };
}

interface BirthResultPanelProps {
  data: BabyShowerData;
  digits: readonly DigitSet[];
  size: SquaresSize;
  squares: SquaresSource;
  onEnter: (result: BirthResultInput) => Promise<void>;
}

export function BirthResultPanel({ data, digits, size, squares, onEnter }: BirthResultPanelProps) {
  const entered = data.birthResult;
  const [correcting, setCorrecting] = useState(false);
  const [pending, setPending] = useState<BirthResultInput | null>(null);
  const held = useSlice(squares, (g) => g.squares);

  if (entered && !correcting) {
    return (
      <section className="game-panel sq-birth" aria-labelledby="sq-birth-title">
        <h2 id="sq-birth-title" className="game-panel__title">
          Birth result
        </h2>
        <p>
          Entered: {formatDay(entered.birthDate)}, {entered.birthWeightLbs} lb {entered.birthWeightOz} oz. A typo? Correct it: the game is settled again and
          the change is shown in the activity log.
        </p>
        <button type="button" className="button button--secondary" onClick={() => setCorrecting(true)}>
          Correct the birth result
        </button>
      </section>
    );
  }
  return (
    <>
      <BirthResultForm
        title={entered ? 'Correct the birth result' : 'The baby is here?'}
        intro="Enter the birth to settle the game: the birth day picks the row, the ounces pick the column."
        {...(entered ? { initial: { birthWeightLbs: entered.birthWeightLbs, birthWeightOz: entered.birthWeightOz, birthDate: entered.birthDate, babyName: entered.babyName } } : {})}
        onReady={setPending}
      />
      {pending && (
        <ConfirmBirthDialog
          pick={birthPick(pending, digits, size, held)}
          correcting={entered !== null}
          onConfirm={async () => {
            await onEnter(pending);
            setPending(null);
            setCorrecting(false);
          }}
          onClose={() => setPending(null)}
        />
      )}
    </>
  );
}

function ConfirmBirthDialog({ pick, correcting, onConfirm, onClose }: { pick: ReturnType<typeof birthPick>; correcting: boolean; onConfirm: () => Promise<void>; onClose: () => void }) {
  const { busy, failure, run } = useInlineCommand();
  return (
    <Dialog title={correcting ? 'Correct the result?' : 'Settle the game?'} onClose={onClose}>
      <div className="sq-dialog">
        <p>{pick.digits}.</p>
        <p className="sq-birth-confirm__pick">
          The winning square is <strong>{pick.square}</strong>: <strong>{pick.winner}</strong>.
        </p>
        <p>{correcting ? 'The game is settled again, and the correction is shown to everyone.' : 'This ends the game for everyone.'}</p>
        <Failure text={failure} />
        <div className="sq-dialog__actions">
          <button type="button" className="button button--primary button--block" disabled={busy} onClick={() => void run(onConfirm).then((done) => done && onClose())}>
            {busy ? 'Saving…' : correcting ? 'Save the correction' : 'Enter birth result'}
          </button>
          <button type="button" className="button button--secondary button--block" data-autofocus onClick={onClose}>
            Go back
          </button>
        </div>
      </div>
    </Dialog>
  );
}
