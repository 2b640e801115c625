export { downloadableMigrations } from './migrations';
export { DownloadableModule } from './downloadable.module';
export { LinkRepository } from './services/link-repository';
export { SampleRepository } from './services/sample-repository';
export { DownloadableDomains, DOWNLOADABLE_DOMAINS_PATH } from './services/downloadable-domains';
export { checkDownloadableLinks, chosenLinks, downloadableLinksPrice } from './services/chosen-links';
