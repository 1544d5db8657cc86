// Draws the example articles' covers (scripts/covers/articleCovers.ts) into public/images/covers/.
import { writeFileSync } from 'node:fs';
import { articleCovers } from './covers/articleCovers.ts';

for (const [name, draw] of Object.entries(articleCovers)) writeFileSync(`public/images/covers/${name}.svg`, draw());
console.log(`${Object.keys(articleCovers).length} covers drawn in public/images/covers/`);
