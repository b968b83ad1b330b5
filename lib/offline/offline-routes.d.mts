export declare const OFFLINE_ROUTES: readonly string[];
export declare const ACCOUNT_ROUTES: readonly string[];
export declare const OFFLINE_PAGE: string;
export declare const WORKER_URL: string;
export declare const BUILD_META: string;
export declare const REGISTER_URL: string;
export declare const URGENT_ROUTES: readonly string[];
export declare const URGENT_BUDGET_BYTES: number;
