import { describe, expect, it } from 'vitest';
import { takenLabels } from './viewer-squares.js';
import { HOST_UID, square } from './fixtures.js';

describe('takenLabels: the initials each dialog refuses', () => {
  const squares = [
    square(0, 'u1', 'AB'),
    square(1, 'u1', 'AB'),
    square(2, HOST_UID, 'JD'),
    square(3, HOST_UID, 'KP', { onBehalf: true }),
    square(4, 'u2', 'CD'),
  ];

  it("for the host's own squares: everyone else's and the offline players', never the host's own", () => {
    expect(takenLabels(squares, HOST_UID).forSelf).toEqual(['AB', 'KP', 'CD']);
  });

  it("for an offline player: everyone else's and the host's own, never the offline players'", () => {
    expect(takenLabels(squares, HOST_UID).forBehalf).toEqual(['AB', 'JD', 'CD']);
  });

  it('for a visitor without a session: every label on the grid', () => {
    expect(takenLabels(squares, null).forSelf).toEqual(['AB', 'JD', 'KP', 'CD']);
  });
});
