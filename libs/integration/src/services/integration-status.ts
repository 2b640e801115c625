/** Integration status: 0 inactive, 1 active, 2 reset (needs re-activation). */
export enum IntegrationStatus {
  Inactive = 0,
  Active = 1,
  Recreated = 2,
}
