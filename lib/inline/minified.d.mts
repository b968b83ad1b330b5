export declare const HEAD_SCRIPT: string;
export declare const BODY_END_SCRIPT: string;
export declare const PAINT_FIRST_LOADER: string;
export declare const HELD_SUBMIT_SCRIPT: string;
