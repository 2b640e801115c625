import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Tokens of a user issued before `revoke_before` are no longer valid (Magento jwt_auth_revoked). */
@Entity('jwt_auth_revoked')
export class JwtRevoked {
  @PrimaryColumn({ type: 'smallint' }) user_type_id: number;
  @PrimaryColumn({ type: 'int' }) user_id: number;
  @Column({ type: 'bigint' }) revoke_before: string;
}
