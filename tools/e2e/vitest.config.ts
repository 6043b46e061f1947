import { e2eConfig } from './src/config';

export default e2eConfig(['apps/*/e2e/**/*.e2e.ts']);
