import { register } from 'node:module';

register('./styled-system-hooks.mjs', import.meta.url);
