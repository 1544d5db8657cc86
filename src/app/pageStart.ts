// The prerendered pages' inline script, built on its own (tooling/inlineScript.ts): it runs before
// any markup can be touched, so that a visitor who chose an edition lands in it, nothing done
// before the scripts run is lost, and the page loads what it needs only once it has painted.
import { recordBeforeHydration } from '@/lib/beforeHydration';
import { followChosenEdition } from './chosenEdition';
import { loadPageWhenReady } from './pageScripts';

followChosenEdition();
recordBeforeHydration();
loadPageWhenReady();
