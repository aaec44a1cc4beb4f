import { runShop } from './shop-server';

await runShop('start');
