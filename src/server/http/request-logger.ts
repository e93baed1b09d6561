import type { FastifyBaseLogger, FastifyLogFn } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'pino';

type Method = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
const METHODS: readonly Method[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/**
 * A request's logger (decision 051): it becomes pino's child, bound to the request's correlation
 * id, the first time something logs through it. Fastify made that child for every request
 * (a few µs each: the bindings serialised), though most requests log nothing through it (the
 * access line is written by the parent with the correlation id as a field). The lines are the
 * same either way.
 */
export class LazyRequestLogger implements FastifyBaseLogger {
  declare fatal: FastifyLogFn;
  declare error: FastifyLogFn;
  declare warn: FastifyLogFn;
  declare info: FastifyLogFn;
  declare debug: FastifyLogFn;
  declare trace: FastifyLogFn;
  declare silent: FastifyLogFn;
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  /** pino's child, made once. */
  real(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings, this.options));
  }

  get level(): string {
    return this.made?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.real().level = level;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real().child(bindings, options);
  }
}

for (const method of METHODS) {
  Object.defineProperty(LazyRequestLogger.prototype, method, {
    value: function (this: LazyRequestLogger, ...args: unknown[]): void {
      const real = this.real();
      Reflect.apply(real[method], real, args);
    },
  });
}

/** Fastify's `childLoggerFactory`: a lazy child per request. */
export const lazyRequestLogger = (logger: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger =>
  new LazyRequestLogger(logger, bindings, options);
