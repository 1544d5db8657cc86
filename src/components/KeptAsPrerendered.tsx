import { useCallback, type HTMLAttributes, type MouseEvent } from 'react';
import { useLocation } from 'wouter';
import { useKeptAsPrerendered } from '@/lib/useHydrating';

interface KeptAsPrerenderedProps extends HTMLAttributes<HTMLElement> {
  component?: 'div' | 'section' | 'nav';
  /** False renders the element as any other, hydrated with the page. */
  keep?: boolean;
}

// React leaves an element's content alone when it is given as HTML, on hydration too.
const contentAsPrerendered = { __html: '' };

/**
 * An element the client does not hydrate: while the page hydrates, React takes over the element
 * and leaves what is inside as the server rendered it, for as long as the page is on screen. For
 * content that needs no script, which is then none of hydration's work: nothing inside may be a
 * button, a field or change once rendered. Its links still open their page within the app.
 */
export function KeptAsPrerendered({ component: Tag = 'div', keep = true, children, ...props }: KeptAsPrerenderedProps) {
  const { kept, renderInFull } = useKeptAsPrerendered(keep);
  const [, navigate] = useLocation();
  // Should React render the element afresh while hydrating (recovering from a mismatch above it),
  // it would be empty: its content is then rendered.
  const renderInFullIfEmpty = useCallback(
    (element: HTMLElement | null) => {
      if (element && !element.hasChildNodes()) renderInFull();
    },
    [renderInFull],
  );
  if (!keep) return <Tag {...props}>{children}</Tag>;
  if (!kept)
    return (
      <Tag {...props} data-static-markup="">
        {children}
      </Tag>
    );
  // wouter's Link does this for the links React renders; these are the server's.
  const openInApp = (event: MouseEvent<HTMLElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    if (!link || link.target || link.hasAttribute('download')) return;
    const url = new URL(link.href);
    if (url.origin !== window.location.origin) return;
    // A place further down this page: the browser scrolls there.
    if (url.pathname === window.location.pathname && url.hash) return;
    event.preventDefault();
    navigate(`~${url.pathname}${url.search}${url.hash}`);
  };
  return (
    <Tag
      {...props}
      ref={renderInFullIfEmpty}
      data-static-markup=""
      onClick={openInApp}
      dangerouslySetInnerHTML={contentAsPrerendered}
      suppressHydrationWarning
    />
  );
}
