import { Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { finishEnrolment } from '../../features/two-factor/finish-enrolment.ts';
import { TwoFactorSection } from '../../features/two-factor/two-factor-section.tsx';
import { OperatorEditForm } from '../../features/users/operator-edit-form.tsx';
import { SideDock } from '../../ui/side-dock.tsx';
import { useSession } from '../session/session-context.ts';

/**
 * The signed-in operator's profile (the operator form; a PARTNER's role and data centre are fixed)
 * and the 2FA enrolment. Once a factor is enrolled here, closing ends the session.
 */
export function SettingsDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { user } = useSession();
  const [enrolledNow, setEnrolledNow] = useState(false);
  const close = () => {
    if (enrolledNow) void finishEnrolment();
    else onClose();
  };
  return (
    <SideDock opened={opened} onClose={close} title="Settings">
      <Stack gap="xl">
        <section>
          <Title order={3} size="h5" mb="xs">
            Profile
          </Title>
          <OperatorEditForm
            key={user.id}
            operator={user}
            onCancel={close}
            onSaved={() => notifications.show({ color: 'green', message: 'Profile updated' })}
          />
        </section>
        <TwoFactorSection
          username={user.username}
          enrolledNow={enrolledNow}
          onEnrolled={() => setEnrolledNow(true)}
          onDone={() => void finishEnrolment()}
        />
      </Stack>
    </SideDock>
  );
}
