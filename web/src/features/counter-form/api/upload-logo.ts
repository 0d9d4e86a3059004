import type { UploadedLogoAnswer } from '@core/api/counters';
import { logoUploadPath } from '@core/counter/logo';

/**
 * Sends a logo file's bytes to its counter (none yet: as the owner's pending logo, which the
 * counter's creation claims). XMLHttpRequest, not fetch: only it reports how much
 * of a request body has gone out, which the form shows as progress. A refusal throws the api
 * client's "<status>: <body>" error, so serverMessage() reads it as any other.
 */
export function uploadLogo(
  counterId: string | undefined,
  file: Blob,
  onProgress: (fraction: number) => void,
): Promise<UploadedLogoAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', logoUploadPath(counterId));
    xhr.withCredentials = true;
    // The bytes as they are: the server decides the type by them, not by this header.
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve(JSON.parse(xhr.responseText) as UploadedLogoAnswer);
      else reject(new Error(`${xhr.status}: ${xhr.responseText || xhr.statusText}`));
    };
    xhr.onerror = () =>
      reject(new Error('The upload did not reach the server. Check your connection and try again.'));
    xhr.send(file);
  });
}
