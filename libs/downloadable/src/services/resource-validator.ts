import { Injectable } from '@nestjs/common';
import { InputException } from '@mercato/platform';
import { FileContentInput } from '../dto/file-content.input';
import { DownloadableDomains } from './downloadable-domains';
import { DownloadableFiles, FileArea, PendingUpload } from './downloadable-files';
import { decodeFileContent } from './file-content';
import { isValidUrl } from './url-format';

/** What a link, a link's sample or a sample points to, once checked. */
export type ResourceDraft =
  | { type: 'url'; url: string }
  /** A file stored before (its stored path, e.g. `/j/e/jellyfish.jpg`). */
  | { type: 'file'; file: string }
  | { type: 'file'; upload: PendingUpload };

export interface ResourceInput {
  type: 'url' | 'file';
  url?: string | null;
  file?: string | null;
  content?: FileContentInput | null;
}

/** The messages of each kind of resource (Magento's Link and Sample ContentValidators). */
interface ResourceKind {
  area: FileArea;
  badUrl: string;
  foreignDomain: string;
  missingFile: string;
}

export const LINK: ResourceKind = {
  area: 'links',
  badUrl: 'Link URL must have valid format.',
  foreignDomain: "Link URL's domain is not in list of downloadable_domains in env.php.",
  missingFile: 'Link file not found. Please try again.',
};

export const LINK_SAMPLE: ResourceKind = {
  area: 'link_samples',
  badUrl: 'Sample URL must have valid format.',
  foreignDomain: "Sample URL's domain is not in list of downloadable_domains in env.php.",
  missingFile: 'Link sample file not found. Please try again.',
};

export const SAMPLE: ResourceKind = {
  area: 'samples',
  badUrl: 'Sample URL must have valid format.',
  foreignDomain: "Sample URL's domain is not in list of downloadable_domains in env.php.",
  missingFile: 'Sample file not found. Please try again.',
};

/**
 * Magento's validateLinkResource / validateSampleResource: a URL must be well formed and on an
 * allowed domain; otherwise inline content must be valid; otherwise the named file must already be
 * stored in the area. Nothing is written here.
 */
@Injectable()
export class ResourceValidator {
  constructor(
    private readonly domains: DownloadableDomains,
    private readonly files: DownloadableFiles,
  ) {}

  async check(kind: ResourceKind, input: ResourceInput): Promise<ResourceDraft> {
    if (input.type === 'url') {
      if (!isValidUrl(input.url)) throw new InputException(kind.badUrl);
      if (!(await this.domains.isAllowed(input.url))) throw new InputException(kind.foreignDomain);
      return { type: 'url', url: input.url };
    }
    if (input.content) return { type: 'file', upload: decodeFileContent(input.content, kind.area) };
    if (!(await this.files.exists(kind.area, input.file))) throw new InputException(kind.missingFile);
    return { type: 'file', file: input.file! };
  }
}

/** A resource's columns once any upload is stored. */
export interface StoredResource {
  type: 'url' | 'file';
  url: string | null;
  file: string | null;
}

/** Stores a draft's pending upload (if any); `written` collects stored files for clean-up. */
export async function storeResource(
  files: DownloadableFiles,
  draft: ResourceDraft,
  written: { area: FileArea; file: string }[],
): Promise<StoredResource> {
  if (draft.type === 'url') return { type: 'url', url: draft.url, file: null };
  if ('file' in draft) return { type: 'file', url: null, file: draft.file };
  const file = await files.store(draft.upload);
  written.push({ area: draft.upload.area, file });
  return { type: 'file', url: null, file };
}
