import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';

/**
 * Every route change starts at the top of the new page. The page the visitor arrived on keeps its
 * place: they may have scrolled it before the scripts took over.
 */
export function ScrollToTop() {
  const [location] = useLocation();
  const arrivedAt = useRef(location);
  useEffect(() => {
    if (location === arrivedAt.current) return;
    arrivedAt.current = location;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [location]);
  return null;
}
