/**
 * `npm run nginx:error-page`: writes deploy/nginx/errors/unavailable.html (scripts/unavailable-page.ts)
 * from content/site.ts. Run it after changing the shop's name, phone numbers or address.
 */
import { writeFileSync } from 'node:fs';
import { UNAVAILABLE_PAGE_FILE, unavailablePage } from './unavailable-page';

writeFileSync(UNAVAILABLE_PAGE_FILE, unavailablePage());
console.log(`Wrote ${UNAVAILABLE_PAGE_FILE}.`);
