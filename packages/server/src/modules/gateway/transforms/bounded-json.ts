/**
 * JSON text of a value whose serialized size is checked first. A JOLT spec can place one large
 * input value at thousands of output paths (shift to a list of targets, toList of the same
 * reference): the result is small in memory, but its JSON is gigabytes, and JSON.stringify held the
 * event loop for half a minute building it before failing. The walk counts each occurrence (shared
 * references included) and stops as soon as the budget is spent, so it never does more work than
 * the budget's worth of nodes.
 */
export function boundedJson(value: unknown, maxChars: number): string {
  let size = 0;
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') size += item.length + 2;
    else if (Array.isArray(item)) {
      size += item.length + 2;
      for (const element of item) pending.push(element);
    } else if (typeof item === 'object' && item !== null) {
      size += 2;
      for (const [key, element] of Object.entries(item)) {
        size += key.length + 4;
        pending.push(element);
      }
    } else size += 24;
    if (size > maxChars) throw new Error(`The output is larger than ${Math.round(maxChars / 1024 / 1024)} MB`);
  }
  return JSON.stringify(value) ?? 'null';
}
