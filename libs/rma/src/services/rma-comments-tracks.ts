import { Injectable } from '@nestjs/common';
import { Database, InputException, NoSuchEntityException } from '@mercato/platform';
import { RmaCommentData, RmaTrackData } from '../dto/rma.input';
import { RmaReader } from './rma-reader';
import { RmaWriter } from './rma-writer';

const searchResult = (items: Record<string, unknown>[]) => ({ items, search_criteria: { filter_groups: [] }, total_count: items.length });

/** Magento\Rma\Api\CommentManagementInterface: comments of a return. */
@Injectable()
export class RmaComments {
  constructor(
    private readonly reader: RmaReader,
    private readonly writer: RmaWriter,
  ) {}

  async addComment(id: number, data: RmaCommentData): Promise<boolean> {
    await this.reader.get(id);
    if (!data.comment) throw InputException.requiredField('comment');
    await this.writer.insertComments(id, [data]);
    return true;
  }

  async commentsList(id: number) {
    return searchResult(await this.reader.comments(id));
  }
}

/** Magento\Rma\Api\TrackManagementInterface: tracking numbers and the shipping label of a return. */
@Injectable()
export class RmaTracks {
  constructor(
    private readonly ds: Database,
    private readonly reader: RmaReader,
    private readonly writer: RmaWriter,
  ) {}

  async addTrack(id: number, track: RmaTrackData): Promise<boolean> {
    await this.reader.get(id);
    await this.writer.insertTracks(id, [track], null);
    return true;
  }

  async removeTrackById(id: number, trackId: number): Promise<boolean> {
    await this.reader.get(id);
    const [, count] = await this.ds.query(`DELETE FROM magento_rma_shipping_label WHERE entity_id = $1 AND rma_entity_id = $2`, [
      trackId,
      id,
    ]);
    if (!count) throw NoSuchEntityException.singleField('trackId', trackId);
    return true;
  }

  async getTracks(id: number) {
    await this.reader.get(id);
    return searchResult(await this.reader.tracks([id]));
  }

  /**
   * The label content (base64) of the return's shipment: labels come from a carrier's label
   * service, which this store does not call, so a return has one only when it was stored with a
   * track; otherwise the answer is an empty string, as Magento's when no label was created.
   */
  async getShippingLabelPdf(id: number): Promise<string> {
    await this.reader.get(id);
    const [row]: { shipping_label: string }[] = await this.ds.query(
      `SELECT shipping_label FROM magento_rma_shipping_label WHERE rma_entity_id = $1 AND shipping_label IS NOT NULL ORDER BY entity_id DESC
       LIMIT 1`,
      [id],
    );
    return row?.shipping_label ?? '';
  }
}
