// docs/product/squares.md#squares-hub-and-creation-pages /squares/baby-shower: a squares pool on a baby's arrival (docs/product/squares.md#baby-shower).
// The winning square is picked by the birth itself (docs/product/squares.md, the domain's rule): the row by
// the last digit of the birth day of the month, the column by the last digit of the ounces.
import { CreateForm } from './create-form.js';
import { initialBabyShowerValues } from './create-rules.js';
import '../../../components/button.css';
import './create.css';

export function BabyShowerPage() {
  return (
    <div className="create-page">
      <title>Baby shower squares · Sportsball</title>
      <header className="create-header">
        <p className="create-header__eyebrow">Baby shower squares</p>
        <h1 className="create-header__title">Guess the baby&apos;s arrival</h1>
        <p className="create-header__lede">
          Guests claim squares. When the baby arrives you enter the birth date and weight: the row is the last digit of the
          birth day, the column the last digit of the ounces.
        </p>
      </header>
      <CreateForm game={null} initial={initialBabyShowerValues()} />
    </div>
  );
}
