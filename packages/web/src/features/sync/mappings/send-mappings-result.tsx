import { Box, List, Text } from '@mantine/core';
import { type Mapping, type SendMappingsReply, syncTexts } from '@store-console/contract';
import { ToneBadge } from '../../../ui/status-badge.tsx';
import { type Outcome, succeeded } from '../filters/outcome-alert.tsx';

type Severity = SendMappingsReply['problems'][number]['severity'];

/** Not a spec text: the spec's Send Mappings only succeeds. */
export const mappingsSendFailed = 'Mappings not sent';

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/** Names a mapping the way its row reads: source → target. */
export function mappingLabel(mapping: Mapping): string {
  return `${mapping.sourceTable}.${mapping.sourceColumn} → ${mapping.targetTable}.${mapping.targetColumn}`;
}

/** A problem's severity as its badge says it: ERROR stops the send, WARNING only some rows. */
export function severityLabel(severity: Severity): string | null {
  if (severity === 'ERROR') return 'Error';
  if (severity === 'WARNING') return 'Warning';
  return null;
}

function SeverityBadge({ severity }: { severity: Severity }) {
  const label = severityLabel(severity);
  if (!label) return null;
  return (
    <Box component="span" mr={6}>
      <ToneBadge tone={severity === 'ERROR' ? 'danger' : 'warning'}>{label}</ToneBadge>
    </Box>
  );
}

/**
 * Send Mappings' reply as the tab's alert: green 'Successfully sent mappings' with the counts when the
 * server made the mapping current, red with every problem (named by its mapping's row) when not.
 */
export function sendMappingsOutcome(reply: SendMappingsReply, mappings: readonly Mapping[]): Outcome {
  const counts = `${plural(reply.mappings, 'mapping')} (${plural(reply.overrides, 'override')}) over ${plural(reply.tables, 'table')}`;
  const problems =
    reply.problems.length > 0 ? (
      <List size="sm" mt={4} aria-label="Mapping problems">
        {reply.problems.map((problem, index) => {
          const mapping = mappings.find((candidate) => candidate.id === problem.mappingId);
          return (
            // Problems have no id of their own; their order is the server's.
            // biome-ignore lint/suspicious/noArrayIndexKey: a problem list is replaced whole, never reordered
            <List.Item key={index}>
              <SeverityBadge severity={problem.severity} />
              {mapping ? <Text span fw={600} size="sm">{`${mappingLabel(mapping)}: `}</Text> : null}
              {problem.message}
            </List.Item>
          );
        })}
      </List>
    ) : null;
  if (reply.status === 'SENT') {
    return succeeded(
      syncTexts.mappingsSent,
      <>
        <Text size="sm">{`Sent ${counts}.`}</Text>
        {problems}
      </>,
    );
  }
  return {
    ok: false,
    title: mappingsSendFailed,
    body: (
      <>
        <Text size="sm">{`Checked ${counts}; the mapping in use is unchanged.`}</Text>
        {problems}
      </>
    ),
  };
}
