/**
 * Structured JSON logs, one object per line, in the shape Cloud Logging reads
 * (`severity`, `message`, then fields). The emulators print the same lines.
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
type Severity = Exclude<LogLevel, 'silent'>;

const rank: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };
const severityName: Record<Severity, string> = { debug: 'DEBUG', info: 'INFO', warn: 'WARNING', error: 'ERROR' };

export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
  child(fields: Record<string, unknown>): Logger;
}

export function createLogger(
  level: LogLevel,
  base: Record<string, unknown> = {},
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Logger {
  const emit = (severity: Severity) => (message: string, fields: Record<string, unknown> = {}) => {
    if (rank[severity] < rank[level]) return;
    write(JSON.stringify({ severity: severityName[severity], message, ...base, ...fields }, errorReplacer));
  };
  return {
    debug: emit('debug'),
    info: emit('info'),
    warn: emit('warn'),
    error: emit('error'),
    child: (fields) => createLogger(level, { ...base, ...fields }, write),
  };
}

function errorReplacer(_key: string, value: unknown): unknown {
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack };
  return value;
}
