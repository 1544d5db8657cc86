import CareersPage from './CareersPage';

/** /carreersPopup (spelled so in public links): the Careers page, opened for an application. */
export default function CareersApplicationPage() {
  return <CareersPage />;
}
