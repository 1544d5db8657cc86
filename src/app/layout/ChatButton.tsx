import { Trans, useLingui } from '@lingui/react/macro';
import { Loader, Text } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { Suspense, useEffect, useRef, useState } from 'react';
import { PartBoundary } from '@/components/PartBoundary';
import { PartUnavailable } from '@/components/PartUnavailable';
import { chatGreeting, whatsappChatUrl } from '@/content/company';
import { retryableLazy } from '@/lib/retryableLazy';
import classes from './ChatButton.module.css';

// The QR encoder loads only when the button expands, not with the first page load.
const QrCode = retryableLazy(() => import('@/components/QrCode'));

/** Spec: the button expands after 1 s of hover, or 0.5 s on screens narrower than 1280 px. */
const chatExpandDelayMs = { wide: 1000, narrow: 500, narrowBelowPx: 1280 } as const;

const expandDelay = () =>
  window.innerWidth < chatExpandDelayMs.narrowBelowPx ? chatExpandDelayMs.narrow : chatExpandDelayMs.wide;

interface ChatButtonProps {
  /** The WhatsApp number from the footer data. */
  whatsapp: string;
  /** Stories show the expanded state without hovering. */
  initiallyExpanded?: boolean;
}

/** Floating WhatsApp chat: hover shows a QR code and a greeting; a click opens the chat in a new tab. */
export function ChatButton({ whatsapp, initiallyExpanded = false }: ChatButtonProps) {
  const { t, i18n } = useLingui();
  const [expanded, setExpanded] = useState(initiallyExpanded);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const chatUrl = whatsappChatUrl(whatsapp);

  const cancel = () => clearTimeout(timer.current);
  useEffect(() => cancel, []);
  if (!chatUrl) return null;

  const expandAfterHover = () => {
    cancel();
    timer.current = setTimeout(() => setExpanded(true), expandDelay());
  };
  const collapse = () => {
    cancel();
    setExpanded(false);
  };

  return (
    <aside
      aria-label={t`Chat with us`}
      className={classes.root}
      onMouseEnter={expandAfterHover}
      onMouseLeave={collapse}
      onFocus={() => setExpanded(true)}
      // Focus moving within the panel, to its Retry, keeps it open.
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) collapse();
      }}
      data-expanded={expanded}
    >
      {expanded && (
        <div className={classes.panel} data-testid="chat-panel">
          <PartBoundary
            fallback={({ loadFailed, onRetry }) => (
              <PartUnavailable variant="compact" loadFailed={loadFailed} onRetry={onRetry} />
            )}
          >
            <Suspense fallback={<Loader size="sm" aria-label={t`Loading QR code`} />}>
              <QrCode value={chatUrl} title={t`QR code that opens a WhatsApp chat with Webbee`} />
            </Suspense>
          </PartBoundary>
          <Text fw={700}>{i18n._(chatGreeting)}</Text>
          <Text size="sm" c="dimmed">
            <Trans>Scan the code or click below to chat on WhatsApp.</Trans>
          </Text>
        </div>
      )}
      <a
        className={classes.button}
        href={chatUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t`Chat with Webbee on WhatsApp`}
      >
        <IconBrandWhatsapp size={28} aria-hidden="true" />
        {expanded && (
          <span aria-hidden="true">
            <Trans>Chat with us</Trans>
          </span>
        )}
      </a>
    </aside>
  );
}
