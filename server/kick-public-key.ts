import { createPublicKey } from 'node:crypto';

// The key Kick signs its webhooks with, as Kick publishes it (docs.kick.com, "Webhooks" → "Kick
// Public Key"; the same key GET /public/v1/public-key answers). KICK_PUBLIC_KEY replaces it when
// Kick rotates it, and tests give their stand-in's key.
export const KICK_PUBLISHED_KEY = `-----BEGIN PUBLIC KEY-----
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAq/+l1WnlRrGSolDMA+A8
6rAhMbQGmQ2SapVcGM3zq8ANXjnhDWocMqfWcTd95btDydITa10kDvHzw9WQOqp2
MZI7ZyrfzJuz5nhTPCiJwTwnEtWft7nV14BYRDHvlfqPUaZ+1KR4OCaO/wWIk/rQ
L/TjY0M70gse8rlBkbo2a8rKhu69RQTRsoaf4DVhDPEeSeI5jVrRDGAMGL3cGuyY
6CLKGdjVEM78g3JfYOvDU/RvfqD7L89TZ3iN94jrmWdGz34JNlEI5hqK8dd7C5EF
BEbZ5jgB8s8ReQV8H+MkuffjdAj3ajDDX3DOJMIut1lBrUVD1AaSrGCKHooWoL2e
twIDAQAB
-----END PUBLIC KEY-----
`;

/** Whether the text is a PEM public key of RSA (what the start-up check asks of KICK_PUBLIC_KEY). */
export function isRsaPublicKey(pem: string): boolean {
  try {
    return createPublicKey({ key: kickKeyPem(pem), format: 'pem' }).asymmetricKeyType === 'rsa';
  } catch {
    return false;
  }
}

/** The PEM as given, with `\n` escapes (one-line env files) turned into line breaks. */
export function kickKeyPem(pem: string): string {
  return pem.replace(/\\n/g, '\n');
}
