import { Button, Menu, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { messages } from '@store-console/contract';
import { IconChevronDown, IconCopy, IconLogout, IconSettings, IconUserCircle } from '@tabler/icons-react';
import { lazy } from 'react';
import { getAccessToken } from '../../api/session-store.ts';
import { OnceOpened } from '../../ui/once-opened.tsx';
import { logout } from '../session/logout.ts';
import { useSession } from '../session/session-context.ts';

/** The settings (profile form, 2FA enrolment) load when first opened, not with every screen. */
const loadSettingsDrawer = () => import('./settings-drawer.tsx');
const SettingsDrawer = lazy(() => loadSettingsDrawer().then((m) => ({ default: m.SettingsDrawer })));

/** Puts the token on the clipboard where the page may; otherwise shows the token itself. */
async function copyToken(): Promise<void> {
  const token = getAccessToken() ?? '';
  if (window.isSecureContext && navigator.clipboard) {
    try {
      await navigator.clipboard.writeText(token);
      window.alert(messages.tokenCopied);
      return;
    } catch {
      // The browser refused the clipboard: fall through and show the token.
    }
  }
  window.alert(token);
}

export function AccountMenu() {
  const { user } = useSession();
  const [settingsOpened, settings] = useDisclosure(false);
  return (
    <>
      {/* Opening the menu starts loading the settings, so they are there by the time they are chosen. */}
      <Menu position="bottom-end" width={200} shadow="md" onOpen={() => void loadSettingsDrawer()}>
        <Menu.Target>
          <Button
            variant="subtle"
            leftSection={<IconUserCircle size={18} aria-hidden />}
            rightSection={<IconChevronDown size={14} aria-hidden />}
          >
            {/* Named by the visible name first (WCAG 2.5.3), then what the button opens. */}
            {user.name}
            <VisuallyHidden>(account)</VisuallyHidden>
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconSettings size={16} aria-hidden />} onClick={settings.open}>
            Settings
          </Menu.Item>
          <Menu.Item leftSection={<IconCopy size={16} aria-hidden />} onClick={() => void copyToken()}>
            Copy token
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={() => void logout()}>
            Logout
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <OnceOpened opened={settingsOpened}>
        {(shown) => <SettingsDrawer opened={shown} onClose={settings.close} />}
      </OnceOpened>
    </>
  );
}
