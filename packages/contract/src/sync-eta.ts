/**
 * The time left of a running stage (issue 15, beyond the spec): estimated only from true figures —
 * when the stage began, its progress then, and its progress now (`currentIndex` of `endIndex`:
 * chunks while TRANSFERRING, rows while LOADING). No figures, no estimate: a stage that has made no
 * progress yet, or one without an end, shows nothing rather than a guess. Zod-free (the screens
 * read it).
 */

/** The stages whose progress counts towards a known end. */
export const etaStages: readonly string[] = ['TRANSFERRING', 'LOADING'];

export type EtaInput = {
  stage: string;
  currentIndex: number;
  endIndex: number;
  /** When the current stage began (null: not recorded). */
  stageStartedAt: Date | null;
  /** `currentIndex` when the stage began (a resumed load starts with what it loaded before). */
  stageStartIndex: number;
};

/**
 * Seconds left (rounded up) at the rate this stage has made progress since it began; null when that
 * cannot be told honestly: another stage, no end, no progress made in this stage, no time elapsed.
 * 0 once the stage reached its end.
 */
export function stageEtaSeconds(input: EtaInput, now: Date): number | null {
  if (!etaStages.includes(input.stage) || input.stageStartedAt === null) return null;
  const { currentIndex, endIndex, stageStartIndex } = input;
  if (!(endIndex > 0) || currentIndex > endIndex) return null;
  if (currentIndex === endIndex) return 0;
  const done = currentIndex - stageStartIndex;
  const elapsedMs = now.getTime() - input.stageStartedAt.getTime();
  if (!(done > 0) || !(elapsedMs > 0)) return null;
  return Math.ceil(((endIndex - currentIndex) * elapsedMs) / done / 1000);
}

/** '~12 s left', '~4 min left', '~1 h 05 min left' (minutes and hours rounded up: an estimate errs long). */
export function etaText(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return `~${whole} s left`;
  const minutes = Math.ceil(whole / 60);
  if (minutes < 60) return `~${minutes} min left`;
  const hours = Math.floor(minutes / 60);
  return `~${hours} h ${String(minutes % 60).padStart(2, '0')} min left`;
}
