import { Injectable } from '@nestjs/common';
import { CouldNotSaveException, InputException, NoSuchEntityException } from '@mercato/platform';
import { PRODUCT_NOT_FOUND, skuKey } from '@mercato/catalog';
import { BundleLinkInput, BundleOptionInput } from '../dto/bundle-option.input';
import { BundleCatalog, isComposite, ProductRef, StoredLink, StoredOption } from './bundle-catalog';
import { LinkWrite, OptionWrite } from './bundle-write';

export const OPTION_NOT_SAVED = "The option couldn't be saved.";
export const COMPOSITE_CHILD = "The bundle product can't contain another composite product.";
export const LINK_NOT_FOUND = 'The product link with the "%1" ID field wasn\'t found. Verify the ID and try again.';
export const CHILD_ASSIGNED = 'Child with specified sku: "%1" already assigned to product: "%2"';

/** The children a request names, by skuKey. */
export type Children = Map<string, ProductRef>;

/**
 * One bundle write being planned: the stored options and selections of the product, and the
 * selections the plan already placed (a selection can be placed once).
 */
export class PlanContext {
  readonly storedLinks = new Map<number, StoredLink>();
  readonly placed = new Set<number>();

  constructor(
    readonly product: { sku: string },
    readonly stored: StoredOption[],
    readonly children: Children,
  ) {
    for (const o of stored) for (const l of o.links) this.storedLinks.set(l.selection_id, l);
  }
}

/**
 * Magento's bundle rules turned into a checked plan (Option\SaveAction, LinkManagement): an option
 * needs a title and a type, a child must exist and not be composite, a link id must be one of the
 * product's selections, and a child is offered once per option. Every check runs before anything
 * is written, so a refused request writes nothing.
 */
@Injectable()
export class BundlePlanner {
  constructor(private readonly catalog: BundleCatalog) {}

  /** The products the links name, in one lookup; `child` checks each link against them. */
  children(links: BundleLinkInput[]): Promise<Children> {
    return this.catalog.products(links.map((l) => l.sku).filter((s): s is string => typeof s === 'string'));
  }

  /** The child one link names, among the looked-up ones: a missing one is a 404, a composite one a 400. */
  child(children: Children, link: BundleLinkInput): ProductRef {
    const child = link.sku === undefined ? undefined : children.get(skuKey(link.sku));
    if (!child) throw new NoSuchEntityException(PRODUCT_NOT_FOUND);
    if (isComposite(child.typeId)) throw new InputException(COMPOSITE_CHILD);
    return child;
  }

  /** A new option (SaveAction: a new option saves its title as the default title, then adds its links). */
  newOption(plan: PlanContext, input: BundleOptionInput): OptionWrite {
    const title = required(input.title);
    const type = required(input.type);
    const option: OptionWrite = { required: input.required ?? false, position: input.position ?? 0, type, title };
    option.links = this.checked(
      plan,
      (input.product_links ?? []).map((l) => this.newLink(plan, l)),
      input.product_links ?? [],
    );
    return option;
  }

  /**
   * An update of a stored option: what the input sends replaces the stored values. Sent links
   * become the option's links: those with an id update that selection, those without are added,
   * and the option's other selections are removed. Links not sent are kept.
   */
  updatedOption(plan: PlanContext, stored: StoredOption, input: BundleOptionInput): OptionWrite {
    const title = input.title ?? stored.title ?? undefined;
    required(title);
    const type = required(input.type ?? stored.type ?? undefined);
    const option: OptionWrite = {
      optionId: stored.option_id,
      required: input.required ?? stored.required,
      position: input.position ?? stored.position,
      type,
    };
    if (input.title !== undefined) option.title = input.title;
    if (input.product_links) {
      const links = input.product_links.map((l) => (hasId(l) ? this.updatedLink(plan, l) : this.newLink(plan, l)));
      option.links = this.checked(plan, links, input.product_links);
    }
    return option;
  }

  /** A stored option, unchanged except for the given selections. */
  keptOption(stored: StoredOption, links: LinkWrite[]): OptionWrite {
    return { optionId: stored.option_id, required: stored.required, position: stored.position, type: stored.type, links };
  }

  newLink(plan: PlanContext, input: BundleLinkInput): LinkWrite {
    const child = this.child(plan.children, input);
    return {
      productId: child.id,
      position: input.position ?? 0,
      isDefault: input.is_default ?? false,
      priceType: input.price_type ?? 0,
      price: input.price ?? 0,
      qty: input.qty ?? null,
      canChangeQty: input.can_change_quantity ?? 0,
    };
  }

  /** Magento's saveChild: the link's child and whatever fields it sends replace the selection's. */
  updatedLink(plan: PlanContext, input: BundleLinkInput): LinkWrite {
    const child = this.child(plan.children, input);
    const selectionId = Number(input.id);
    const stored = Number.isInteger(selectionId) ? plan.storedLinks.get(selectionId) : undefined;
    if (!stored) throw new InputException(LINK_NOT_FOUND, [input.id]);
    const link: LinkWrite = {
      ...this.storedLink(stored),
      productId: child.id,
      position: input.position ?? stored.position,
      isDefault: input.is_default ?? stored.is_default,
      priceType: input.price_type ?? stored.price_type,
      price: input.price ?? Number(stored.price),
      qty: input.qty ?? stored.qty,
      canChangeQty: input.can_change_quantity ?? stored.can_change_qty,
    };
    // The same selection sent twice in one save: the second one is a new selection.
    if (plan.placed.has(selectionId)) delete link.selectionId;
    else plan.placed.add(selectionId);
    return link;
  }

  storedLink(stored: StoredLink): LinkWrite {
    return {
      selectionId: stored.selection_id,
      productId: stored.product_id,
      position: stored.position,
      isDefault: stored.is_default,
      priceType: stored.price_type,
      price: Number(stored.price),
      qty: stored.qty === null ? null : Number(stored.qty),
      canChangeQty: stored.can_change_qty,
    };
  }

  /** A child is offered once per option (Magento's addChild refuses a second assignment). */
  checked(plan: PlanContext, links: LinkWrite[], inputs: { sku?: string }[]): LinkWrite[] {
    const seen = new Set<number>();
    links.forEach((link, i) => {
      if (seen.has(link.productId)) throw new CouldNotSaveException(CHILD_ASSIGNED, [inputs[i]?.sku ?? '', plan.product.sku]);
      seen.add(link.productId);
    });
    return links;
  }
}

/** Magento's bundle option validator: title and type must not be empty (NotEmpty::ALL on the trimmed value). */
function required(value: string | null | undefined): string {
  const v = (value ?? '').trim();
  if (v === '' || v === '0') throw new CouldNotSaveException(OPTION_NOT_SAVED);
  return value!;
}

/** Magento adds a link whose id is empty and updates one that has an id. */
const hasId = (link: BundleLinkInput) => link.id !== undefined && link.id !== '' && link.id !== '0';
