export const STAGE_DIR: string;
export function stagedPackageJson(functionsPackage: Record<string, unknown>): Record<string, unknown>;
export function vendoredPackageJson(contractsPackage: Record<string, unknown>): Record<string, unknown>;
export function stageFunctions(repoRoot?: string, target?: string): string;
