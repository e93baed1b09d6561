import { describe, expect, it } from 'vitest';
import { qrPath } from './qr-code.js';

describe('qrPath', () => {
  it('draws a whole QR code with a 4-module quiet zone: version 4 (33 modules) for a game link', () => {
    const { size, path } = qrPath('https://sportsball.example/games/abcdefghij0123456789');
    expect(size).toBe(33 + 8);
    // The top-left finder pattern: a run of 7 dark modules at the corner of the code.
    expect(path.startsWith('M4 4h7v1h-7z')).toBe(true);
  });

  it('the same link always gives the same code', () => {
    expect(qrPath('https://a.example/g/ABC234')).toEqual(qrPath('https://a.example/g/ABC234'));
  });
});
