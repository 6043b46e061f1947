import { describeDevServerFileAccess } from '@oneboss/e2e';

describeDevServerFileAccess('storefront');
