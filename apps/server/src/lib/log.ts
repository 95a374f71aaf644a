/**
 * The server's log: one JSON object per line, so every field, whatever a client put in it,
 * is escaped by JSON and no value can forge a line or colour a terminal.
 *
 *   {"time":"2026-03-03T10:00:00.000Z","level":"info","msg":"web vital","name":"LCP",…}
 */
export type LogLevel = 'info' | 'warn' | 'error';
export type LogFields = Record<string, string | number | boolean | null | undefined>;

/** Where finished lines go: stdout by default, a list in tests. */
export type LogSink = (line: string) => void;

export interface Logger {
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
}

const stdoutSink: LogSink = (line) => process.stdout.write(`${line}\n`);
const stderrSink: LogSink = (line) => process.stderr.write(`${line}\n`);

/** One log line. A field may not replace time, level or msg. */
export function logLine(level: LogLevel, msg: string, fields: LogFields = {}, now = new Date()) {
  const rest = Object.entries(fields).filter(([k]) => k !== 'time' && k !== 'level' && k !== 'msg');
  return JSON.stringify({ time: now.toISOString(), level, msg, ...Object.fromEntries(rest) });
}

/**
 * A logger writing to `sink`, or, when none is given, info to stdout and warnings and errors
 * to stderr.
 */
export function createLogger(sink?: LogSink): Logger {
  const write = (level: LogLevel, msg: string, fields?: LogFields) =>
    (sink ?? (level === 'info' ? stdoutSink : stderrSink))(logLine(level, msg, fields));
  return {
    info: (msg, fields) => write('info', msg, fields),
    warn: (msg, fields) => write('warn', msg, fields),
    error: (msg, fields) => write('error', msg, fields),
  };
}

/** The text of a thrown value for a log field, with its stack when it has one. */
export function errorText(err: unknown): string {
  return err instanceof Error ? (err.stack ?? `${err.name}: ${err.message}`) : String(err);
}
