// A small inline SVG line of one figure over the last hour: gaps where a minute had nothing,
// a dashed line at the target when there is one. Decorative: the numbers beside it say it all.
const WIDTH = 240;
const HEIGHT = 48;
const PAD = 3;

export function Sparkline({ values, target }: { values: Array<number | null>; target?: number }) {
  const known = values.filter((v): v is number => v !== null);
  const top = Math.max(1, target ?? 0, ...known) * 1.1;
  const x = (i: number) => PAD + (i * (WIDTH - 2 * PAD)) / Math.max(1, values.length - 1);
  const y = (v: number) => HEIGHT - PAD - (v / top) * (HEIGHT - 2 * PAD);
  // One path with a move wherever a minute is missing, so a gap is not drawn across.
  let path = '';
  let drawing = false;
  values.forEach((v, i) => {
    if (v === null) {
      drawing = false;
      return;
    }
    path += `${drawing ? 'L' : 'M'}${x(i).toFixed(1)} ${y(v).toFixed(1)} `;
    drawing = true;
  });
  const lastIndex = values.findLastIndex((v) => v !== null);
  const last = lastIndex >= 0 ? values[lastIndex]! : null;
  return (
    <svg className="benchd-spark" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
      {target !== undefined && <line className="benchd-spark__target" x1={PAD} x2={WIDTH - PAD} y1={y(target)} y2={y(target)} />}
      <path className="benchd-spark__line" d={path.trim()} vectorEffect="non-scaling-stroke" />
      {last !== null && <circle className="benchd-spark__dot" cx={x(lastIndex)} cy={y(last)} r={2.5} />}
    </svg>
  );
}
