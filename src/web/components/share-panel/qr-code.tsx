// A QR code of a link, drawn as one SVG path (qrcode-generator, only in this chunk). Medium error
// correction survives a scuffed screen; the quiet zone of 4 modules is the standard's.
import qrcode from 'qrcode-generator';

const QUIET_ZONE = 4;

/** The dark modules as one path, a rectangle per run of dark modules in a row, in module units. */
export function qrPath(value: string): { size: number; path: string } {
  const qr = qrcode(0, 'M');
  qr.addData(value, 'Byte');
  qr.make();
  const count = qr.getModuleCount();
  let path = '';
  for (let row = 0; row < count; row++) {
    let col = 0;
    while (col < count) {
      if (!qr.isDark(row, col)) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < count && qr.isDark(row, col)) col += 1;
      path += `M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${col - start}v1h-${col - start}z`;
    }
  }
  return { size: count + QUIET_ZONE * 2, path };
}

export function QrCode({ value, label }: { value: string; label: string }) {
  const { size, path } = qrPath(value);
  return (
    <svg className="qr-code" viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} shapeRendering="crispEdges">
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
