import type { PresignedUpload } from '@shop/domain/media';
import type { LightMyRequestResponse } from 'fastify';
import type { Agent } from './agent.ts';

/** Links for files of these extensions, for the test caller's owner (test/media-caller.ts). */
export async function askLinks(
  agent: Agent,
  owner: string,
  extensions: string[],
): Promise<PresignedUpload[]> {
  const res = await agent.post(`/api/v1/test-photos/${owner}/links`, {
    presignedUrlUploadRequests: extensions.map((extension, i) => ({
      fileName: `photo-${i}.${extension}`,
      extension,
    })),
  });
  if (res.statusCode !== 200) throw new Error(`links: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** PUTs the bytes to a link of the shop's own route, as the browser does (with its CSRF token). */
export function putToLink(
  agent: Agent,
  link: PresignedUpload,
  body: Buffer,
  contentType = link.headers['content-type'],
): Promise<LightMyRequestResponse> {
  return agent.put(link.url, body, { 'content-type': contentType });
}

export const savePhotos = (agent: Agent, owner: string, fileUUIDs: string[]) =>
  agent.put(`/api/v1/test-photos/${owner}`, { fileUUIDs });
