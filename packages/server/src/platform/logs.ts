/** One line of an entity's logs (operators, stores): what the console's logs panel shows. */
export type LogLine = { logType: string; text: string; timestamp: string };

export function logLine(text: string, logType = 'INFO'): LogLine {
  return { logType, text, timestamp: new Date().toISOString() };
}
