import { Trans, useLingui } from '@lingui/react/macro';
import { Loader, Text } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { Suspense, useEffect, useRef, useState, type RefObject } from 'react';
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

/** What a visitor may mean to tap or click: where one lies under the button, the button steps aside. */
const controls =
  'a[href], button, input, select, textarea, label, summary, [role="button"], [role="link"], [role="checkbox"], [role="radio"], [role="switch"], [role="tab"]';

/** Points over the button, closer together than a line of text, so that no link slips between them. */
const probeOffsets = [0.1, 0.37, 0.63, 0.9];

/** Whether a control lies under any part of `button`, beneath the chat's own parts. */
const coversAControl = (button: HTMLElement, chat: HTMLElement) => {
  const { left, top, width, height } = button.getBoundingClientRect();
  return probeOffsets.some((across) =>
    probeOffsets.some((down) => {
      const beneath = document
        .elementsFromPoint(left + across * width, top + down * height)
        .find((element) => !chat.contains(element));
      return beneath?.closest(controls) != null;
    }),
  );
};

/**
 * Whether the button would hide a control, checked as the page scrolls or changes size: on a phone
 * the corner it floats in is often over a form's submit button or a card's link.
 */
function useCoversAControl(button: RefObject<HTMLElement | null>, chat: RefObject<HTMLElement | null>) {
  const [covers, setCovers] = useState(false);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      if (button.current && chat.current) setCovers(coversAControl(button.current, chat.current));
    };
    const checkNextFrame = () => {
      frame ||= requestAnimationFrame(check);
    };
    check();
    window.addEventListener('scroll', checkNextFrame, { passive: true });
    window.addEventListener('resize', checkNextFrame);
    // An accordion opening or a message appearing moves what lies under the button without a scroll.
    const resizes = new ResizeObserver(checkNextFrame);
    resizes.observe(document.body);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', checkNextFrame);
      window.removeEventListener('resize', checkNextFrame);
      resizes.disconnect();
    };
  }, [button, chat]);
  return covers;
}

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
  const root = useRef<HTMLElement>(null);
  const button = useRef<HTMLAnchorElement>(null);
  const overAControl = useCoversAControl(button, root);

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
      ref={root}
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
      // Faded and let through to what lies under it, yet still reachable with the keyboard, which expands it.
      data-steps-aside={overAControl && !expanded}
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
        ref={button}
        className={classes.button}
        href={chatUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t`Chat with Webbee on WhatsApp`}
      >
        <IconBrandWhatsapp size={28} aria-hidden="true" />
        <span aria-hidden="true" className={classes.label}>
          <Trans>Chat with us</Trans>
        </span>
      </a>
    </aside>
  );
}
