import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The rules the portal is held to: WCAG 2.1, levels A and AA (issue 14). */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe-core on the page as it stands, in the page itself. The default mode opens a page of its own for
 * every check (to gather cross-origin frames), which doubled the time of each (about 1 s more a page);
 * the portal's only frames are the videos of other sites, whose content is not the portal's. Every
 * rule of the tags still runs, but only the violations are gathered with their nodes (the checks read
 * nothing else): half the time a page, 1.2–1.4 → 0.6–0.7 s on the users' list. The options come
 * first: options() replaces them whole, the tags' choice of rules with them.
 */
export const axe = (page: Page) => new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(WCAG).setLegacyMode(true);
