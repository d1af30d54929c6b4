import type { BusinessProfileApi } from '../../backend';
import type { HttpClient } from '../client';
import { parseBusinessProfile } from '../schemas/businessProfile';
import { updateHeaders } from '../writeHeaders';

/** The business profile (issue 40 item 3): one record, read by everyone signed in, saved by admins. */
export function createBusinessProfileApi(client: HttpClient): BusinessProfileApi {
  return {
    async get(options) {
      const payload = await client.request({
        method: 'get',
        path: 'business-profile',
        signal: options?.signal,
        fallback: 'Failed to load the business profile',
      });
      return parseBusinessProfile(payload);
    },
    async save(input, options) {
      const payload = await client.request({
        method: 'put',
        path: 'business-profile',
        json: input,
        signal: options?.signal,
        fallback: 'Failed to save the business profile',
        ...updateHeaders(options),
      });
      return parseBusinessProfile(payload);
    },
  };
}
