// Parameter helpers of the request layer: the deviceType stamp every device-aware call carries.
import { DEVICE_TYPE, translateCommon } from '@elearning/shared';

export type Params = Record<string, unknown>;

function isPlainObject(value: unknown): value is Params {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Returns a copy of `params` with deviceType '1'; anything but a plain object is a programming error. */
export function withDeviceType<T extends Params>(params: T): T & { deviceType: string };
export function withDeviceType(params: unknown): Params & { deviceType: string };
export function withDeviceType(params: unknown): Params & { deviceType: string } {
  if (!isPlainObject(params)) throw new Error(translateCommon('error.paramsNotObject', 'zh-CN'));
  return { ...params, deviceType: DEVICE_TYPE };
}
