/** The storage the configuration asks for: S3-compatible when S3_* is set (several nodes), else the local directory. */
import type { AppConfig } from '../config';
import { S3Storage } from './s3-storage';
import { LocalDirectoryStorage, type FileStorage } from './storage';

export function createStorage(config: Pick<AppConfig, 's3' | 'uploadDir'>): FileStorage {
  return config.s3 ? new S3Storage(config.s3) : new LocalDirectoryStorage(config.uploadDir);
}
