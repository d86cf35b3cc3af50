import { useCreatePeerCredential } from '../../api/queries/environments.ts';
import { SecretOnceModal } from '../../ui/secret-once-modal.tsx';

/**
 * A credential of this installation for another one to clone from it (it is registered there as an
 * environment); the secret is shown once, here, with copy buttons.
 */
export function PeerCredentialModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const create = useCreatePeerCredential();
  return (
    <SecretOnceModal
      title="Create Peer Credential"
      opened={opened}
      onClose={onClose}
      create={create.mutateAsync}
      onReset={create.reset}
      keepHint="Register it on the other installation before closing."
      nameDescription="Which installation will use it, e.g. staging"
    />
  );
}
