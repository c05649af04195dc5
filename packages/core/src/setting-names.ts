/** The setting names, the same in every host (apart from settings.ts so message wordings can name them too). */
export const SETTING_NAMES = { token: 'SV_TOKEN', gatewayUrl: 'SV_GATEWAY_URL', v1Url: 'SV_V1_URL' } as const;
