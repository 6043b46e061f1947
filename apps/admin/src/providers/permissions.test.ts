import { describe, expect, it } from 'vitest';
import { canAccessResource, panelRole } from './permissions';

const admin = { email: 'a@x.com', isAdmin: true, inAdminTable: true, emailConfirmed: true, sellerIds: [] };
const member = { email: 'm@x.com', isAdmin: false, inAdminTable: false, emailConfirmed: true, sellerIds: ['s1'] };
const buyer = { email: 'b@x.com', isAdmin: false, inAdminTable: false, emailConfirmed: true, sellerIds: [] };

describe('panel permissions', () => {
  it('names the role from the server\'s answers', () => {
    expect(panelRole(admin)).toBe('admin');
    expect(panelRole({ ...member, isAdmin: true })).toBe('admin');
    expect(panelRole(member)).toBe('seller');
    expect(panelRole(buyer)).toBeNull();
    expect(panelRole(undefined)).toBeNull();
  });

  it('lets admins open everything', () => {
    expect(canAccessResource(admin, 'partners', 'edit')).toBe(true);
    expect(canAccessResource(admin, 'audit_log', 'list')).toBe(true);
  });

  it('lets a member open their listings, leads, seller (its profile editable) and moderation only', () => {
    expect(canAccessResource(member, 'products', 'edit')).toBe(true);
    expect(canAccessResource(member, 'leads', 'list')).toBe(true);
    expect(canAccessResource(member, 'product_revisions', 'list')).toBe(true);
    expect(canAccessResource(member, 'sellers', 'show')).toBe(true);
    expect(canAccessResource(member, 'sellers', 'edit')).toBe(true);
    expect(canAccessResource(member, 'sellers', 'create')).toBe(false);
    expect(canAccessResource(member, 'sellers', 'delete')).toBe(false);
    expect(canAccessResource(member, 'leads', 'delete')).toBe(false);
    for (const resource of ['categories', 'partners', 'newsletter_subscribers', 'audit_log', 'account_deletion_requests', 'spec_definitions']) {
      expect(canAccessResource(member, resource, 'list')).toBe(false);
    }
  });

  it('gives an account without a role nothing', () => {
    expect(canAccessResource(buyer, 'products', 'list')).toBe(false);
  });
});
