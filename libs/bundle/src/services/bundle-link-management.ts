import { Injectable } from '@nestjs/common';
import { CouldNotSaveException, Database, InputException, NoSuchEntityException, RequestContext } from '@mercato/platform';
import { ProductCache } from '@mercato/catalog';
import { BundleLinkInput } from '../dto/bundle-option.input';
import { BundleCatalog, ProductRef } from './bundle-catalog';
import { BUNDLE_ONLY } from './bundle-option-repository';
import { toLink } from './bundle-output';
import { BundlePlanner, CHILD_ASSIGNED, LINK_NOT_FOUND, PlanContext } from './bundle-planner';
import { OptionWrite } from './bundle-write';
import { BundleWriter } from './bundle-writer';

const NOT_A_BUNDLE = 'The product with the "%1" SKU isn\'t a bundle product.';
const NO_SUCH_OPTION = 'Product with specified sku: "%1" does not contain option: "%2"';
const LINK_ID_REQUIRED = 'The product link needs an ID field entered. Enter and try again.';
const NO_SUCH_CHILD = "The bundle product doesn't exist. Review your request and try again.";

/** Magento\Bundle\Api\ProductLinkManagementInterface: the children (selections) of a bundle's options. */
@Injectable()
export class BundleLinkManagement {
  constructor(
    private readonly ds: Database,
    private readonly catalog: BundleCatalog,
    private readonly planner: BundlePlanner,
    private readonly writer: BundleWriter,
    private readonly cache: ProductCache,
  ) {}

  /** Every option's links in option order, or one option's. */
  async getChildren(ctx: RequestContext, productSku: string, optionId?: number): Promise<Record<string, unknown>[]> {
    const product = await this.catalog.bundle(productSku, () => new InputException(BUNDLE_ONLY));
    const options = await this.catalog.optionsOf(product.id, ctx.store.storeId);
    return options
      .filter((o) => optionId === undefined || o.option_id === optionId)
      .flatMap((o) => o.links.map((l) => toLink(l, product.fixedPrice)));
  }

  /** Adds a child to an option; answers the new link's id. */
  async addChildByProductSku(ctx: RequestContext, sku: string, optionId: number, linked: BundleLinkInput): Promise<number> {
    return this.changing(
      sku,
      (p) => new InputException(NOT_A_BUNDLE, [p.sku]),
      async (product) => {
        const stored = await this.catalog.optionsOf(product.id, ctx.store.storeId);
        const option = stored.find((o) => o.option_id === optionId);
        if (!option) throw new InputException(NO_SUCH_OPTION, [product.sku, optionId]);
        const plan = new PlanContext(product, stored, await this.planner.children([linked]));
        const link = this.planner.newLink(plan, linked);
        if (option.links.some((l) => l.product_id === link.productId)) {
          throw new CouldNotSaveException(CHILD_ASSIGNED, [linked.sku, product.sku]);
        }
        const write = this.planner.keptOption(option, [...option.links.map((l) => this.planner.storedLink(l)), link]);
        const ids = await this.write(product, [write]);
        return ids.selectionIds[0][option.links.length];
      },
    );
  }

  /**
   * Changes a link: its child (`sku`, required), and whatever else it sends, its option included
   * (an option of the same bundle).
   */
  async saveChild(ctx: RequestContext, sku: string, id: string, linked: BundleLinkInput): Promise<boolean> {
    return this.changing(
      sku,
      (p) => new InputException(NOT_A_BUNDLE, [p.sku]),
      async (product) => {
        const stored = await this.catalog.optionsOf(product.id, ctx.store.storeId);
        const plan = new PlanContext(product, stored, await this.planner.children([linked]));
        // Magento checks the child before the link id.
        this.planner.child(plan.children, linked);
        if (!id || id === '0') throw new InputException(LINK_ID_REQUIRED);
        const selection = plan.storedLinks.get(Number(id));
        if (!selection) throw new InputException(LINK_NOT_FOUND, [id]);
        const from = stored.find((o) => o.option_id === selection.option_id)!;
        const to = linked.option_id === undefined ? from : stored.find((o) => o.option_id === linked.option_id);
        if (!to) throw new InputException(NO_SUCH_OPTION, [product.sku, linked.option_id]);

        const link = this.planner.updatedLink(plan, { ...linked, id });
        const others = to.links.filter((l) => l.selection_id !== selection.selection_id);
        if (others.some((l) => l.product_id === link.productId)) throw new CouldNotSaveException(CHILD_ASSIGNED, [linked.sku, product.sku]);
        const writes = [this.planner.keptOption(to, [...others.map((l) => this.planner.storedLink(l)), link])];
        if (from !== to) {
          writes.push(
            this.planner.keptOption(
              from,
              from.links.filter((l) => l !== selection).map((l) => this.planner.storedLink(l)),
            ),
          );
        }
        await this.write(product, writes);
        return true;
      },
    );
  }

  /** Removes a child (named by SKU, case-insensitively) from an option. */
  async removeChild(ctx: RequestContext, sku: string, optionId: number, childSku: string): Promise<boolean> {
    return this.changing(
      sku,
      () => new InputException(NOT_A_BUNDLE, [sku]),
      async (product) => {
        const stored = await this.catalog.optionsOf(product.id, ctx.store.storeId);
        const option = stored.find((o) => o.option_id === optionId);
        const same = (a: string) => a.toLowerCase() === String(childSku).toLowerCase();
        if (!option || !option.links.some((l) => same(l.sku))) throw new NoSuchEntityException(NO_SUCH_CHILD);
        const kept = option.links.filter((l) => !same(l.sku)).map((l) => this.planner.storedLink(l));
        await this.write(product, [this.planner.keptOption(option, kept)]);
        return true;
      },
    );
  }

  /** Reads and writes one bundle's links in one transaction, under the bundle's lock. */
  private async changing<T>(
    sku: string,
    notBundle: (p: ProductRef) => InputException,
    work: (product: ProductRef) => Promise<T>,
  ): Promise<T> {
    try {
      return await this.ds.transaction(async () => {
        const product = await this.catalog.bundle(sku, notBundle);
        await this.catalog.lock(product.id);
        return work(product);
      });
    } finally {
      this.cache.invalidate();
    }
  }

  private write(product: ProductRef, options: OptionWrite[]) {
    return this.writer.apply({ productId: product.id, titleStoreId: 0, deleteOptionIds: [], options });
  }
}
