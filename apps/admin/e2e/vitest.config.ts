import { e2eConfig } from '@oneboss/e2e/config';

export default e2eConfig(['apps/admin/e2e/**/*.e2e.ts']);
