import { describe, expect, it } from 'vitest';
import { SportsOddsSchema } from '../../../../contracts/sports.js';
import { americanToDecimal } from '../../../../domain/sports/index.js';
import { americanOdds, mapEspnOdds, spreadFromDetails } from './espn-odds.js';

const TEN_HOME = { homeAbbreviation: 'TEN', awayAbbreviation: 'NYG' };

describe('spreadFromDetails: the home line, negative when home is favoured', () => {
  it.each([
    ['TEN -5.5', -5.5],
    ['NYG -5.5', 5.5],
    ['NYG +3', -3],
    ['TEN -20.0', -20],
    ['EVEN', 0],
    ['PK', 0],
    ['pick', 0],
    ['BUF -7', null],
    ['TEN', null],
    ['', null],
    ['TEN -155', null],
  ])('%j → %s', (details, expected) => {
    expect(spreadFromDetails(details, TEN_HOME)).toBe(expected);
  });

  it('an EVEN line is +0, never -0', () => {
    expect(Object.is(spreadFromDetails('TEN -0', TEN_HOME), 0)).toBe(true);
    expect(Object.is(spreadFromDetails('NYG 0', TEN_HOME), 0)).toBe(true);
  });
});

describe('americanOdds', () => {
  it.each([
    [-155, -155],
    ['+140', 140],
    ['-110', -110],
    ['EVEN', 100],
    ['even', 100],
    ['OFF', null],
    ['', null],
    [null, null],
    [Number.NaN, null],
  ])('%j → %s', (value, expected) => {
    expect(americanOdds(value)).toBe(expected);
  });
});

describe('mapEspnOdds', () => {
  it('2022 shape: details and overUnder from the primary book', () => {
    expect(mapEspnOdds('Football', [{ provider: { name: 'Caesars', priority: 1 }, details: 'TEN -5.5', overUnder: 44 }], TEN_HOME)).toEqual({
      spread: -5.5,
      overUnder: 44,
      vegasOdds: null,
    });
  });

  it('2024+ shape: pointSpread, total and moneyline close quotes', () => {
    const odds = mapEspnOdds(
      'Football',
      [
        {
          provider: { id: '58', name: 'ESPN BET', priority: 1 },
          details: 'NYG -1.5',
          overUnder: 51.5,
          spread: 1.5,
          moneyline: { home: { open: { odds: '-105' }, close: { odds: '+100' } }, away: { close: { odds: '-120' } } },
          pointSpread: { home: { close: { line: '+1.5', odds: '-105' } }, away: { close: { line: '-1.5', odds: '-115' } } },
          total: { over: { close: { line: 'o51.5', odds: '-110' } }, under: { close: { line: 'u51.5', odds: '-110' } } },
        },
      ],
      TEN_HOME,
    );
    expect(odds).toEqual({ spread: 1.5, overUnder: 51.5, vegasOdds: { home: 2, away: americanToDecimal(-120) } });
    expect(SportsOddsSchema.safeParse(odds).success).toBe(true);
  });

  it('2024+ shape without overUnder/spread numbers falls back to the quotes, and EVEN prices read as +100', () => {
    const odds = mapEspnOdds(
      'Baseball',
      [
        {
          details: 'CHW -155',
          moneyline: { home: { close: { odds: 'EVEN' } }, away: { close: { odds: '+135' } } },
          pointSpread: { home: { close: { line: '-1.5' } } },
          total: { over: { close: { line: 'o8.5' } } },
        },
      ],
      { homeAbbreviation: 'CHW', awayAbbreviation: 'COL' },
    );
    expect(odds).toEqual({ spread: -1.5, overUnder: 8.5, vegasOdds: { home: 2, away: 2.35 } });
  });

  it('baseball details are a moneyline, never a spread; moneylines come from whichever book has both sides', () => {
    const odds = mapEspnOdds(
      'Baseball',
      [
        { provider: { name: 'Caesars', priority: 1 }, details: 'CHW -155', overUnder: 8 },
        { provider: { name: 'consensus', priority: 0 }, details: 'CHW -148', awayTeamOdds: { moneyLine: -148 }, homeTeamOdds: { moneyLine: 127 } },
      ],
      { homeAbbreviation: 'DET', awayAbbreviation: 'CHW' },
    );
    expect(odds).toEqual({ spread: null, overUnder: 8, vegasOdds: { away: americanToDecimal(-148), home: 2.27 } });
  });

  it('higher priority wins over array order; a pulled line ("OFF") gives no spread', () => {
    const odds = mapEspnOdds(
      'Basketball',
      [
        { provider: { priority: 0 }, details: 'TEN -9', overUnder: 200 },
        { provider: { priority: 2 }, details: 'TEN -4', pointSpread: { home: { close: { line: 'OFF' } } } },
      ],
      TEN_HOME,
    );
    expect(odds).toEqual({ spread: -4, overUnder: 200, vegasOdds: null });
  });

  it('nothing readable → null; malformed entries are ignored, not thrown', () => {
    expect(mapEspnOdds('Football', null, TEN_HOME)).toBeNull();
    expect(mapEspnOdds('Football', [], TEN_HOME)).toBeNull();
    expect(mapEspnOdds('Football', [null, 3, 'x', { details: 7, overUnder: '44' }], TEN_HOME)).toBeNull();
    expect(mapEspnOdds('Football', [{ overUnder: -3 }, { overUnder: 0 }], TEN_HOME)).toBeNull();
    expect(mapEspnOdds('Football', [{ homeTeamOdds: { moneyLine: 50 }, awayTeamOdds: { moneyLine: -110 } }], TEN_HOME)).toBeNull();
  });
});
