/**
 * What sales tells other libraries through DomainEvents (`@OnDomainEvent(InvoiceRegistered)`),
 * published inside the document's transaction: a subscriber that throws refuses the document.
 */

/** An invoice just written and paid: the order's paid totals raised, its state settled, the invoice numbered. */
export class InvoiceRegistered {
  constructor(
    readonly orderId: number,
    readonly invoiceId: number,
    /** What the invoice paid: its grand total, deductions taken. */
    readonly grandTotal: number,
  ) {}
}

/** A credit memo just written: numbered, its items back in stock, its deductions handed back, the order settled. */
export class CreditmemoRefunded {
  constructor(
    readonly orderId: number,
    readonly creditmemoId: number,
    /** What the memo refunded: its grand total, deductions handed back. */
    readonly grandTotal: number,
  ) {}
}
