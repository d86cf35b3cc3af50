import { Code, List, Stack, Text } from '@mantine/core';
import { clientScopeDescriptions, clientScopes } from '@store-console/contract';
import type { CredentialStore } from '../../api/client-credentials.ts';
import { useRegisterClientCredential } from '../../api/queries/client-credentials.ts';
import { SecretOnceModal } from '../../ui/secret-once-modal.tsx';

interface AddCredentialModalProps {
  store: CredentialStore;
  opened: boolean;
  onClose: () => void;
}

function scopeDescription(scope: string): string {
  const known = clientScopes.find((name) => name === scope);
  return known ? `— ${clientScopeDescriptions[known]}` : '';
}

/** Registers a client credential of the page's store; the secret is shown once, with its scopes. */
export function AddCredentialModal({ store, opened, onClose }: AddCredentialModalProps) {
  const register = useRegisterClientCredential(store);
  return (
    <SecretOnceModal
      title="Add Client Credential"
      opened={opened}
      onClose={onClose}
      create={register.mutateAsync}
      onReset={register.reset}
      keepHint="Copy it before closing."
      details={(created) => (
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            Scopes
          </Text>
          <List size="sm" aria-label="Scopes">
            {created.scopes.map((scope) => (
              <List.Item key={scope}>
                <Code>{scope}</Code> {scopeDescription(scope)}
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
    />
  );
}
