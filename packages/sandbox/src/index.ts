export { DEFAULT_VARIANTS } from './config';
export { CAMPAIGNS, type CampaignDef, COMPANIES, type Company, LIMITED_COMPANY_ID } from './data/catalogue';
export { DEMO_TOKEN, LIMITED_TOKEN } from './guard/tokens';
export { ECHO_FORMS, type EchoForm } from './http/echo-forms';
export { start } from './start';
export type {
  ActiveFault,
  FaultControls,
  FaultKind,
  FaultSpec,
  LatencyOptions,
  LoggedRequest,
  RequestLog,
  ResponseVariants,
  Sandbox,
  SandboxClock,
  SandboxConfig,
  SandboxOptions,
} from './types';
