import { describe, expect, it } from 'vitest';
import { getMaintenanceView, isClientOutdated } from './site-status.js';

const now = Date.parse('2026-01-01T12:00:00Z');
const at = (seconds: number) => new Date(now + seconds * 1000).toISOString();

describe('getMaintenanceView', () => {
  it('shows nothing without a maintenance time', () => {
    expect(getMaintenanceView({ maintenanceTime: null, minClientVersion: '0.0.0' }, now)).toEqual({ kind: 'none' });
  });

  it('counts down while the time is ahead, urgent in the last 20 seconds', () => {
    expect(getMaintenanceView({ maintenanceTime: at(300), minClientVersion: '0.0.0' }, now)).toEqual({
      kind: 'countdown',
      secondsLeft: 300,
      urgent: false,
    });
    expect(getMaintenanceView({ maintenanceTime: at(20.5), minClientVersion: '0.0.0' }, now)).toMatchObject({ urgent: false });
    expect(getMaintenanceView({ maintenanceTime: at(20), minClientVersion: '0.0.0' }, now)).toMatchObject({ urgent: true });
  });

  it('shows the bumper from the time on, and whenever minClientVersion is unset', () => {
    expect(getMaintenanceView({ maintenanceTime: at(0), minClientVersion: '0.0.0' }, now)).toEqual({ kind: 'bumper' });
    expect(getMaintenanceView({ maintenanceTime: at(-3600), minClientVersion: '0.0.0' }, now)).toEqual({ kind: 'bumper' });
    expect(getMaintenanceView({ maintenanceTime: null, minClientVersion: null }, now)).toEqual({ kind: 'bumper' });
  });
});

describe('isClientOutdated', () => {
  it('compares numerically and never forces a reload on unknown versions', () => {
    expect(isClientOutdated('0.4.142', '0.4.143')).toBe(true);
    expect(isClientOutdated('0.4.142', '0.4.99')).toBe(false);
    expect(isClientOutdated('0.4.142', '0.4.142')).toBe(false);
    expect(isClientOutdated('0.4.142', null)).toBe(false);
    expect(isClientOutdated('0.4.142', 'soon')).toBe(false);
  });
});
