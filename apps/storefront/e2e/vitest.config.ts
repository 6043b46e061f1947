import { e2eConfig } from '../../../tools/e2e/src/config';

export default e2eConfig(['apps/storefront/e2e/**/*.e2e.ts']);
