import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

/**
 * WCAG 2.0, 2.1 and 2.2 at levels A and AA, plus axe's best practices: the landmark, region and
 * redundant-alt rules that issue 10 counted are best practices, not WCAG criteria.
 */
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

function describe(violations: Violation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(' ')}\n      ${node.failureSummary?.replaceAll('\n', '\n      ') ?? ''}`)
        .join('\n');
      const more = violation.nodes.length > 5 ? `\n    … and ${violation.nodes.length - 5} more` : '';
      return `  ${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n${nodes}${more}`;
    })
    .join('\n');
}

/**
 * Waits for Mantine's transitions (a dialog fading in, a dock sliding) to end, so colours are
 * measured as the user finally sees them; endless animations (loaders) are not waited for.
 */
async function settle(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

/**
 * Counts the transitions and animations that start from now on. A notification that closes by
 * itself (Mantine's 4 s) can start fading while axe reads the page; its colours are then measured
 * half-way, against the dialog's overlay.
 */
async function watchMotion(page: Page) {
  await page.evaluate(() => {
    const state = window as unknown as { axeMotion?: number; axeWatching?: boolean };
    state.axeMotion = 0;
    if (state.axeWatching) return;
    state.axeWatching = true;
    const count = () => {
      state.axeMotion = (state.axeMotion ?? 0) + 1;
    };
    document.addEventListener('transitionrun', count, true);
    document.addEventListener('animationstart', count, true);
  });
}

async function motionSinceWatch(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { axeMotion?: number }).axeMotion ?? 0);
}

/**
 * Runs axe-core on the page as it is now (dialogs and docks included when open) and records every
 * violation against `screen`. When something started moving while axe read the page, the page is
 * read again once it has settled (at most three times), so colours are those the user finally
 * sees. The check is soft: the journey goes on to its next screen, and the test fails at its end
 * with the violations of every screen it visited.
 */
export async function expectAccessible(page: Page, screen: string) {
  await test.step(`axe: ${screen}`, async () => {
    let violations: Violation[] = [];
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await settle(page);
      await watchMotion(page);
      ({ violations } = await new AxeBuilder({ page }).withTags(tags).analyze());
      if (violations.length === 0 || (await motionSinceWatch(page)) === 0) break;
    }
    expect
      .soft(
        violations.map((violation) => violation.id),
        `axe-core violations on ${screen}:\n${describe(violations)}`,
      )
      .toEqual([]);
  });
}
