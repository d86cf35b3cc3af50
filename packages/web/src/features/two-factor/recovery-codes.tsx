import { Button, Code, CopyButton, List, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';

/** The single-use recovery codes, shown once, right after the first factor is enrolled. */
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
      <CopyButton value={codes.join('\n')}>
        {({ copied, copy }) => (
          <Button variant="default" size="xs" onClick={copy} w="fit-content">
            {copied ? 'Copied' : 'Copy codes'}
          </Button>
        )}
      </CopyButton>
    </Stack>
  );
}
