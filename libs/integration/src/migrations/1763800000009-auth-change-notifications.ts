import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every change to an administrator or to a token revocation is announced on channel
 * `mercato_auth` as `<user type>:<user id>`, so each API process drops its cached token check at
 * once, whoever made the change.
 */
export class AuthChangeNotifications1763800000009 implements MigrationInterface {
  name = 'AuthChangeNotifications1763800000009';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE FUNCTION mercato_notify_auth_change() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        r jsonb := to_jsonb(COALESCE(NEW, OLD));
      BEGIN
        PERFORM pg_notify('mercato_auth', COALESCE(r->>'user_type_id', TG_ARGV[0]) || ':' || (r->>'user_id'));
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER admin_user_auth_change AFTER UPDATE OR DELETE ON admin_user
                   FOR EACH ROW EXECUTE FUNCTION mercato_notify_auth_change('2')`);
    await q.query(`CREATE TRIGGER jwt_auth_revoked_change AFTER INSERT OR UPDATE OR DELETE ON jwt_auth_revoked
                   FOR EACH ROW EXECUTE FUNCTION mercato_notify_auth_change('0')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER IF EXISTS jwt_auth_revoked_change ON jwt_auth_revoked`);
    await q.query(`DROP TRIGGER IF EXISTS admin_user_auth_change ON admin_user`);
    await q.query(`DROP FUNCTION IF EXISTS mercato_notify_auth_change()`);
  }
}
