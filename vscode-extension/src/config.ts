// Settings resolution and interpreter choice: pure logic, no `vscode` import, so plain
// Node tests can exercise it.

export interface DevkitSettings {
  interpreter: string;
  serverArgs: string[];
  select: string[];
  ignore: string[];
  debounce: number;
}

export const DEFAULT_SETTINGS: DevkitSettings = {
  interpreter: "",
  serverArgs: [],
  select: [],
  ignore: [],
  debounce: 300,
};

/** Reads raw configuration values, dropping anything of the wrong type. */
export function resolveSettings(get: (key: string) => unknown): DevkitSettings {
  const strings = (value: unknown): string[] =>
    Array.isArray(value) ? value.filter((v): v is string => typeof v === "string" && v.trim() !== "") : [];
  const interpreter = get("interpreter");
  const debounce = get("debounce");
  return {
    interpreter: typeof interpreter === "string" ? interpreter.trim() : "",
    serverArgs: strings(get("serverArgs")),
    select: strings(get("select")),
    ignore: strings(get("ignore")),
    debounce: typeof debounce === "number" && Number.isFinite(debounce) && debounce >= 0 ? Math.round(debounce) : DEFAULT_SETTINGS.debounce,
  };
}

export type InterpreterSource = "setting" | "python-extension" | "default";

/** The interpreter to run the server with: the setting, else the Python extension's, else python3.
 *
 * In an untrusted workspace an interpreter that lives inside a workspace folder (a `.venv` the
 * repository ships) is workspace code, so it is passed over. */
export function chooseInterpreter(
  setting: string,
  pythonExtension: string | undefined,
  platform: string = process.platform,
  untrustedFolders: string[] = [],
): { path: string; source: InterpreterSource } {
  if (setting.trim()) {
    return { path: setting.trim(), source: "setting" };
  }
  const fromExtension = pythonExtension?.trim();
  if (fromExtension && !untrustedFolders.some((folder) => isInside(fromExtension, folder))) {
    return { path: fromExtension, source: "python-extension" };
  }
  return { path: platform === "win32" ? "python" : "python3", source: "default" };
}

function isInside(file: string, folder: string): boolean {
  const norm = (p: string) => p.replace(/\\/g, "/").replace(/\/+$/, "");
  const dir = norm(folder);
  return dir !== "" && (norm(file) === dir || norm(file).startsWith(dir + "/"));
}

/** How the extension starts the server: `<python> -m devkit_server [args]`, plain stdio. */
export function buildServerCommand(interpreter: string, serverArgs: string[] = []): { command: string; args: string[] } {
  return { command: interpreter, args: ["-m", "devkit_server", ...serverArgs] };
}

/** Working directory and environment for every Python process the extension starts.
 *
 * Never the workspace: `python -m` and `python -c` put the working directory first on the
 * import path, so a workspace `tomllib.py` or `devkit_server/` would run in the server, even
 * in restricted mode. PYTHONSAFEPATH (Python 3.11+) keeps it off the path; older interpreters
 * ignore the variable and the working directory (the extension's own folder) still holds no
 * Python code. */
export function safeProcessOptions(
  safeDirectory: string,
  baseEnv: Record<string, string | undefined>,
): { cwd: string; env: Record<string, string | undefined> } {
  return { cwd: safeDirectory, env: { ...baseEnv, PYTHONSAFEPATH: "1", PYTHONUNBUFFERED: "1" } };
}

/** What the server receives as initializationOptions. */
export function buildInitOptions(settings: DevkitSettings): Record<string, unknown> {
  const options: Record<string, unknown> = { debounce: settings.debounce, interpreter: settings.interpreter || undefined };
  if (settings.select.length) {
    options.select = settings.select;
  }
  if (settings.ignore.length) {
    options.ignore = settings.ignore;
  }
  return options;
}

/** The message shown when the chosen interpreter cannot import the server. */
export function installHint(interpreter: string): { message: string; command: string } {
  // Not on PyPI yet: the user points pip at their checkout or wheel.
  const command = `${interpreter} -m pip install /path/to/tool-devkit`;
  return {
    message: `Tool Devkit: the interpreter ${interpreter} cannot import devkit. Install it there from a checkout or wheel: ${command}`,
    command,
  };
}

/** Why invoking is refused in an untrusted workspace (undefined when it is allowed). */
export function invokeRefusal(trusted: boolean): string | undefined {
  return trusted
    ? undefined
    : "Invoking a tool runs this workspace's code. Trust the workspace (Manage Workspace Trust) to enable it; diagnostics keep working meanwhile.";
}

/** The invocation file the server and the CLI look for next to a tool's file. */
export function invocationFileFor(sourcePath: string, tool: string): string {
  const slash = Math.max(sourcePath.lastIndexOf("/"), sourcePath.lastIndexOf("\\"));
  const directory = sourcePath.slice(0, slash + 1);
  const file = sourcePath.slice(slash + 1);
  const stem = file.endsWith(".py") ? file.slice(0, -3) : file;
  return `${directory}${stem}.${tool}.invocation.json`;
}
