/** A link as stored, with its title and price for one store view (the store's, else the default). */
export interface LinkRow {
  link_id: number;
  product_id: number;
  sort_order: number;
  number_of_downloads: number | null;
  is_shareable: number;
  link_url: string | null;
  link_file: string | null;
  link_type: string | null;
  sample_url: string | null;
  sample_file: string | null;
  sample_type: string | null;
  title: string | null;
  price: string | number | null;
}

/** A sample as stored, with its title for one store view (the store's, else the default). */
export interface SampleRow {
  sample_id: number;
  product_id: number;
  sample_url: string | null;
  sample_file: string | null;
  sample_type: string | null;
  sort_order: number;
  title: string | null;
}

/**
 * LinkInterface as Magento's output processor writes it: getters whose docblock allows null are
 * left out when null; the others (sort_order, is_shareable, price, link_type, sample_type) are
 * always there, null included.
 */
export function linkData(r: LinkRow): Record<string, unknown> {
  const out: Record<string, unknown> = { id: r.link_id };
  if (r.title !== null) out.title = r.title;
  out.sort_order = r.sort_order;
  out.is_shareable = r.is_shareable;
  out.price = r.price === null ? 0 : Number(r.price);
  if (r.number_of_downloads !== null) out.number_of_downloads = r.number_of_downloads;
  out.link_type = r.link_type;
  if (r.link_file !== null) out.link_file = r.link_file;
  if (r.link_url !== null) out.link_url = r.link_url;
  out.sample_type = r.sample_type;
  if (r.sample_file !== null) out.sample_file = r.sample_file;
  if (r.sample_url !== null) out.sample_url = r.sample_url;
  return out;
}

/** SampleInterface: title, sort_order and sample_type always; file and URL only when set. */
export function sampleData(r: SampleRow): Record<string, unknown> {
  const out: Record<string, unknown> = { id: r.sample_id, title: r.title, sort_order: r.sort_order, sample_type: r.sample_type };
  if (r.sample_file !== null) out.sample_file = r.sample_file;
  if (r.sample_url !== null) out.sample_url = r.sample_url;
  return out;
}
