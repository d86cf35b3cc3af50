import SwaggerParser from '@apidevtools/swagger-parser';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { type RulesetDefinition, Spectral } from '@stoplight/spectral-core';
import { oas } from '@stoplight/spectral-rulesets';

/** One finding of a linter: where, which rule, what it says. */
export type Finding = { rule: string; path: string; message: string };
export type LintReport = { errors: Finding[]; warnings: Finding[] };

/**
 * Validates and dereferences the document as a client generator would (swagger-parser): the
 * problems it throws, as errors (it reports no warnings).
 */
type ParsedDocument = Exclude<Parameters<typeof SwaggerParser.validate>[0], string>;

export async function swaggerParserReport(document: object): Promise<LintReport> {
  const errors: Finding[] = [];
  for (const step of ['validate', 'dereference'] as const) {
    try {
      // Both mutate what they are given.
      await SwaggerParser[step](structuredClone(document) as ParsedDocument);
    } catch (error) {
      errors.push({ rule: step, path: '', message: error instanceof Error ? error.message : String(error) });
    }
  }
  return { errors, warnings: [] };
}

/** Spectral's `spectral:oas` ruleset, built in: nothing is fetched. Severity 0 is error, 1 warning. */
export async function spectralReport(document: object): Promise<LintReport> {
  const spectral = new Spectral();
  // The ruleset's literal type is wider than RulesetDefinition's rule unions (its own typing gap).
  spectral.setRuleset(oas as RulesetDefinition);
  const results = await spectral.run(JSON.stringify(document));
  const finding = (result: (typeof results)[number]): Finding => ({
    rule: String(result.code),
    path: result.path.join('.'),
    message: result.message,
  });
  return {
    errors: results.filter((result) => result.severity === 0).map(finding),
    warnings: results.filter((result) => result.severity === 1).map(finding),
  };
}

/** Redocly's `recommended` config, built in (no redocly.yaml, no remote ruleset). */
export async function redoclyReport(document: object): Promise<LintReport> {
  const config = await createConfig({ extends: ['recommended'] });
  const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: 'openapi.json', config });
  const finding = (problem: (typeof problems)[number]): Finding => ({
    rule: problem.ruleId,
    path: problem.location[0]?.pointer ?? '',
    message: problem.message,
  });
  return {
    errors: problems.filter((problem) => problem.severity === 'error').map(finding),
    warnings: problems.filter((problem) => problem.severity === 'warn').map(finding),
  };
}
