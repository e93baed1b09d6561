import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { AppError } from '../services/errors.js';
import { toHttpError } from './error-status.js';

const unavailable = { status: 503, code: 'database_unavailable', message: 'The database is unavailable. Try again in a moment.' };

/** An error as node-postgres builds one from the server's ErrorResponse. */
function serverError(code: string, message: string): pg.DatabaseError {
  const error = new pg.DatabaseError(message, message.length, 'error');
  error.code = code;
  return error;
}

const withCode = (code: string, message = `connect ${code} 127.0.0.1:5432`) => Object.assign(new Error(message), { code });

describe('toHttpError: the database going away', () => {
  it.each([
    ['the server refusing connections (ECONNREFUSED)', withCode('ECONNREFUSED')],
    ['a connection reset', withCode('ECONNRESET')],
    ['an unknown host', withCode('ENOTFOUND')],
    ['57P01 admin_shutdown', serverError('57P01', 'terminating connection due to administrator command')],
    ['57P02 crash_shutdown', serverError('57P02', 'terminating connection because of crash of another server process')],
    ['57P03 cannot_connect_now', serverError('57P03', 'the database system is starting up')],
    ['08006 connection_failure', serverError('08006', 'connection failure')],
    ['08P01 protocol_violation', serverError('08P01', 'protocol violation')],
    ['a connection lost mid-statement', new Error('Connection terminated unexpectedly')],
    ['a statement on a broken connection', new Error('Client has encountered a connection error and is not queryable')],
    ['no pooled connection in time', new Error('timeout exceeded when trying to connect')],
    ['one wrapped in a cause', new Error('claim batch failed', { cause: withCode('ECONNREFUSED') })],
    ['every address of a name refused', new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], 'connect failed')],
  ])('%s answers 503 database_unavailable', (_, error) => {
    expect(toHttpError(error)).toEqual(unavailable);
  });

  it.each([
    ['a unique violation', serverError('23505', 'duplicate key value violates unique constraint')],
    ['a syntax error', serverError('42601', 'syntax error at or near "selec"')],
    ['a serialization failure left after the retries', serverError('40001', 'could not serialize access')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'uid')")],
    ['something that is not an error', 'ECONNREFUSED'],
  ])('%s stays a 500', (_, error) => {
    expect(toHttpError(error)).toMatchObject({ status: 500, code: 'internal' });
  });

  it('an AppError keeps its own meaning', () => {
    expect(toHttpError(new AppError('square_taken', 'That square is already taken'))).toEqual({ status: 409, code: 'square_taken', message: 'That square is already taken' });
  });
});
