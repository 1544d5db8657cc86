import { useEffect, useState, type RefObject } from 'react';

/**
 * False until the element comes within `margin` of the screen, then true for good: for work that
 * only matters once the visitor can see it (a carousel measuring its slides, which lays out the
 * page). False on the server.
 */
export function useNearScreen(ref: RefObject<Element | null>, margin = '400px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
