import type { ResourceProps } from 'react-admin';
import { AuditLogList } from './AuditLogList';

export { AuditTrail } from './AuditTrail';

const auditLog: Omit<ResourceProps, 'name'> = { list: AuditLogList };

export default auditLog;
