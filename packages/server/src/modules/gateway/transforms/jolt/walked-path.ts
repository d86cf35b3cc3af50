/** Where the traversal of the input is: one step per level, each with the data there and the key that matched it. */
import { JoltTransformError } from './json.js';

export interface MatchedElement {
  /** subKeys[0] is the whole key; then what each `*` captured. */
  readonly subKeys: readonly string[];
  /** How many times a child of this level has been written (`#` references count with it). */
  hashCount: number;
  /** Set when this level is an array element: the array's size before it was expanded. */
  readonly origSize?: number;
}

export interface PathStep {
  readonly treeRef: unknown;
  readonly matched: MatchedElement;
}

export type WalkedPath = PathStep[];

export function matched(key: string, captures: readonly string[] = [], origSize?: number): MatchedElement {
  return { subKeys: [key, ...captures], hashCount: 0, origSize };
}

export const rawKey = (element: MatchedElement): string => element.subKeys[0] ?? '';

export function lastStep(walked: WalkedPath): PathStep {
  return stepFromEnd(walked, 0);
}

export function stepFromEnd(walked: WalkedPath, fromEnd: number): PathStep {
  const step = walked[walked.length - 1 - fromEnd];
  if (!step) throw new JoltTransformError(`a reference goes up ${fromEnd} levels, above the top of the input`);
  return step;
}

export function subKey(element: MatchedElement, group: number): string {
  const key = element.subKeys[group];
  if (key === undefined) {
    throw new JoltTransformError(`key "${element.subKeys[0]}" has no wildcard group ${group}`);
  }
  return key;
}
