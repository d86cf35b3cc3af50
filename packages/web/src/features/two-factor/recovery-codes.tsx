import { Button, Code, CopyButton, Group, List, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';

/** The single-use recovery codes, shown once: after the first factor is enrolled, or regenerated. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const headingId = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={4} size="h6" id={headingId}>
        Recovery codes
      </Title>
      <Text size="sm">
        Keep these codes safe, e.g. in a password manager. Each one signs you in once if you lose your phone or
        authenticator app. They are shown only now.
      </Text>
      <List aria-labelledby={headingId} listStyleType="none" spacing={2}>
        {codes.map((code) => (
          <List.Item key={code}>
            <Code>{code}</Code>
          </List.Item>
        ))}
      </List>
      <Group gap="xs">
        <CopyButton value={codes.join('\n')}>
          {({ copied, copy }) => (
            <Button variant="default" size="xs" onClick={copy}>
              {copied ? 'Copied' : 'Copy codes'}
            </Button>
          )}
        </CopyButton>
        <Button
          component="a"
          variant="default"
          size="xs"
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(`${codes.join('\n')}\n`)}`}
          download="store-console-recovery-codes.txt"
        >
          Download codes
        </Button>
      </Group>
    </Stack>
  );
}
