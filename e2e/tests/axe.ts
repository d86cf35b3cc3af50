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
 * Runs axe-core on the page as it is now (dialogs and docks included when open) and records every
 * violation against `screen`. The check is soft: the journey goes on to its next screen, and the
 * test fails at its end with the violations of every screen it visited.
 */
export async function expectAccessible(page: Page, screen: string) {
  await test.step(`axe: ${screen}`, async () => {
    await settle(page);
    const { violations } = await new AxeBuilder({ page }).withTags(tags).analyze();
    expect
      .soft(
        violations.map((violation) => violation.id),
        `axe-core violations on ${screen}:\n${describe(violations)}`,
      )
      .toEqual([]);
  });
}
