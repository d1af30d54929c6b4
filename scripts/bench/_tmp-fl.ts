import { benchFirstLoad } from './first-load';
await benchFirstLoad('/work/main');
