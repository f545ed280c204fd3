/** Typed errors thrown by services; each door maps them once (HTTP status / GraphQL code). */
export class AppError extends Error {
  /** A stable reason the app translates for the worker (docs/decisions/0001-the-workers-language.md); the message stays for legacy clients. */
  reason: string | undefined;

  constructor(
    message: string,
    readonly httpStatus: number,
    readonly code: string,
  ) {
    super(message);
    this.name = new.target.name;
  }

  because(reason: string): this {
    this.reason = reason;
    return this;
  }
}

export class BadInput extends AppError {
  constructor(message: string) {
    super(message, 400, "BAD_USER_INPUT");
  }
}

export class Unauthenticated extends AppError {
  constructor(message = "authentication required: send a valid Authorization: Bearer token") {
    super(message, 401, "UNAUTHENTICATED");
  }
}

export class Forbidden extends AppError {
  constructor(message: string) {
    super(message, 403, "FORBIDDEN");
  }
}

export class NotFound extends AppError {
  constructor(message: string) {
    super(message, 404, "NOT_FOUND");
  }
}

export class PayloadTooLarge extends AppError {
  constructor(message: string) {
    super(message, 413, "PAYLOAD_TOO_LARGE");
  }
}

export class UnsupportedMediaType extends AppError {
  constructor(message: string) {
    super(message, 415, "UNSUPPORTED_MEDIA_TYPE");
  }
}

export class TooManyRequests extends AppError {
  constructor(
    message: string,
    /** Seconds until a new attempt may pass (the Retry-After header). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message, 429, "TOO_MANY_REQUESTS");
  }
}

/** docs/shared-phone.md: an operator marked this install lost; it may only learn so and acknowledge the wipe. */
export class DeviceWiped extends AppError {
  constructor(message = "this device was marked lost by an operator: wipe it and log in again on a new install") {
    super(message, 410, "DEVICE_WIPED");
    this.reason = "device-wiped";
  }
}
