// The Adyen SDK (@adyen/api-library), as this codebase takes it. It is a CommonJS package whose names Node's
// ES module loader sees only in part (CheckoutAPI, HttpClientException… are missing from its named exports);
// every name is on its default export, so they are read from there, with the package's own types.
import * as sdk from "@adyen/api-library";

const lib = ((sdk as unknown as { default?: typeof sdk }).default ?? sdk) as typeof sdk;

export const { CheckoutAPI, Client, Config, EnvironmentEnum, HttpClientException, hmacValidator, Types } = lib;
export type Client = InstanceType<typeof Client>;
export type Config = InstanceType<typeof Config>;
export type HttpClientException = InstanceType<typeof HttpClientException>;
export type NotificationRequestItem = sdk.Types.notification.NotificationRequestItem;
export type PaymentRequest = sdk.Types.checkout.PaymentRequest;
