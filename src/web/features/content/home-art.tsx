// Illustrations for the home page, drawn with HTML and CSS so they stay sharp and theme-aware.
// They show made-up teams and players.
import './home-art.css';

const SQUARE_INITIALS = [
  ['JT', 'AK', '', 'MR', 'LB'],
  ['', 'SO', 'JT', 'DW', ''],
  ['CP', 'MR', 'EV', '', 'AK'],
  ['LB', '', 'KN', 'JT', 'SO'],
  ['DW', 'EV', '', 'CP', 'KN'],
];
const TOP_DIGITS = ['3', '8', '0', '4', '6'];
const SIDE_DIGITS = ['1', '7', '5', '2', '9'];

export function SquaresArt() {
  return (
    <div className="squares-art" aria-hidden="true">
      <span className="squares-art__corner" />
      {TOP_DIGITS.map((digit) => (
        <span key={`top-${digit}`} className="squares-art__axis squares-art__axis--top tabular">
          {digit}
        </span>
      ))}
      {SQUARE_INITIALS.map((row, r) => [
        <span key={`side-${r}`} className="squares-art__axis squares-art__axis--side tabular">
          {SIDE_DIGITS[r]}
        </span>,
        ...row.map((initials, c) => (
          <span
            key={`${r}-${c}`}
            className={`squares-art__cell${initials ? ' squares-art__cell--taken' : ''}${r === 1 && c === 3 ? ' squares-art__cell--win' : ''}`}
          >
            {initials}
          </span>
        )),
      ])}
    </div>
  );
}

export function PickemArt() {
  const rows = [
    { away: 'Sharks', home: 'Comets', pick: 'away', note: '+10', state: 'won' },
    { away: 'Owls', home: 'Bears', pick: 'home', note: '+23', state: 'upset' },
    { away: 'Pilots', home: 'Foxes', pick: 'away', note: 'Live', state: 'live' },
  ] as const;
  return (
    <div className="pickem-art" aria-hidden="true">
      {rows.map((row) => (
        <div key={row.away} className="pickem-art__row">
          <span className={`pickem-art__choice${row.pick === 'away' ? ' pickem-art__choice--picked' : ''}`}>{row.away}</span>
          <span className="pickem-art__at">@</span>
          <span className={`pickem-art__choice${row.pick === 'home' ? ' pickem-art__choice--picked' : ''}`}>{row.home}</span>
          <span className={`pickem-art__note pickem-art__note--${row.state} tabular`}>{row.note}</span>
        </div>
      ))}
    </div>
  );
}
