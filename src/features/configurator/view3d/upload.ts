/**
 * POST /api/v1/upload through XMLHttpRequest, because fetch reports no upload progress and the spec shows
 * 'Aan het uploaden... N%'. Answers the stored file's url.
 */
import { z } from 'zod/mini';
import { API_BASE } from '../../../api/http';

const uploadAnswer = z.object({ url: z.string() });

export function uploadFile(file: Blob, fileName: string, directory: string, onProgress: (percent: number) => void, token?: string | null): Promise<string> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.append('directory', directory);
    form.append('file', file, fileName);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}/upload`);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        let message = `HTTP ${xhr.status}`;
        try {
          message = (JSON.parse(xhr.responseText) as { message?: string }).message ?? message;
        } catch {
          // Not JSON: keep the status.
        }
        reject(new Error(message));
        return;
      }
      try {
        resolve(uploadAnswer.parse(JSON.parse(xhr.responseText)).url);
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    xhr.onerror = () => reject(new Error('Netwerkfout'));
    xhr.send(form);
  });
}

/** PUT /api/v1/quote/statistics: counts the first GLB export of a design (once per key on the server). */
export async function countGlbExport(key: string, organizationId: number | null): Promise<void> {
  await fetch(`${API_BASE}/quote/statistics`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ type: 'statistic_type_glb_export_amount', organization_id: organizationId, key }),
  });
}

/** Offer bytes as a file download. */
export function saveFile(data: BlobPart, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([data], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
