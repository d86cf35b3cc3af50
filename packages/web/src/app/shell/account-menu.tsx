import { Button, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { messages } from '@store-console/contract';
import { IconChevronDown, IconCopy, IconLogout, IconSettings, IconUserCircle } from '@tabler/icons-react';
import { lazy, useState } from 'react';
import { getAccessToken } from '../../api/session-store.ts';
import { usePopups } from '../../ui/deferred/deferred-part.ts';
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

/**
 * The account button opens a Mantine Menu, whose code (popups chunk) loads after the shell's first
 * render: until then the same button stands alone, and a click on it opens the menu once it arrives.
 */
export function AccountMenu() {
  const { user } = useSession();
  const [settingsOpened, settings] = useDisclosure(false);
  const [popups, request] = usePopups();
  const [focused, setFocused] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = (
    <Button
      variant="subtle"
      leftSection={<IconUserCircle size={18} aria-hidden />}
      rightSection={<IconChevronDown size={14} aria-hidden />}
      autoFocus={popups ? focused : undefined}
      {...(popups
        ? {}
        : {
            'aria-haspopup': 'menu' as const,
            'aria-expanded': false,
            onPointerEnter: request,
            onFocus: () => {
              setFocused(true);
              request();
            },
            onBlur: () => setFocused(false),
            onClick: () => {
              setWanted(true);
              request();
            },
          })}
    >
      {/* Named by the visible name first (WCAG 2.5.3), then what the button opens. */}
      {user.name}
      <VisuallyHidden>(account)</VisuallyHidden>
    </Button>
  );
  const settingsDrawer = (
    <OnceOpened opened={settingsOpened}>
      {(shown) => <SettingsDrawer opened={shown} onClose={settings.close} />}
    </OnceOpened>
  );
  if (!popups)
    return (
      <>
        {button}
        {settingsDrawer}
      </>
    );
  const { Menu } = popups;
  return (
    <>
      {/* Opening the menu starts loading the settings, so they are there by the time they are chosen. */}
      <Menu
        position="bottom-end"
        width={200}
        shadow="md"
        defaultOpened={wanted}
        onOpen={() => void loadSettingsDrawer()}
      >
        <Menu.Target>{button}</Menu.Target>
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
      {settingsDrawer}
    </>
  );
}
