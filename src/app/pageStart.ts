// The prerendered pages' inline script, built on its own (tooling/inlineScript.ts): it runs before
// any markup can be touched, so that a visitor who chose an edition lands in it and nothing done
// before the scripts run is lost.
import { recordBeforeHydration } from './beforeHydration';
import { followChosenEdition } from './chosenEdition';

followChosenEdition();
recordBeforeHydration();
