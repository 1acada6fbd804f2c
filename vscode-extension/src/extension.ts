// The Tool Devkit extension: starts `devkit lsp` and runs tools from the editor.
// Everything that can be tested without VS Code lives in config.ts and report.ts.
import { execFile } from "node:child_process";
import * as vscode from "vscode";
import { ExecuteCommandRequest, LanguageClient, LanguageClientOptions, ServerOptions } from "vscode-languageclient/node";
import {
  DevkitSettings,
  buildInitOptions,
  buildServerCommand,
  chooseInterpreter,
  installHint,
  invocationFileFor,
  invokeRefusal,
  resolveSettings,
  safeProcessOptions,
} from "./config";
import { InvokeReport, renderReport, summarise } from "./report";

const REPORT_SCHEME = "devkit-report";
const SERVER_INVOKE = "devkit.invoke";
const SERVER_CREATE_INVOCATION = "devkit.createInvocationFile";

let client: LanguageClient | undefined;
let output: vscode.LogOutputChannel;
let interpreter = "python3";
let extensionPath = ".";
const reports = new Map<string, string>();
const reportChanged = new vscode.EventEmitter<vscode.Uri>();
let reportCount = 0;

function readSettings(): DevkitSettings {
  const config = vscode.workspace.getConfiguration("devkit");
  return resolveSettings((key) => config.get(key));
}

async function pythonExtensionInterpreter(): Promise<string | undefined> {
  const extension = vscode.extensions.getExtension("ms-python.python");
  if (!extension) {
    return undefined;
  }
  try {
    const api = extension.isActive ? extension.exports : await extension.activate();
    const active = api?.environments?.getActiveEnvironmentPath?.(vscode.workspace.workspaceFolders?.[0]?.uri);
    return typeof active?.path === "string" ? active.path : undefined;
  } catch (error) {
    output.warn(`could not ask the Python extension for its interpreter: ${error}`);
    return undefined;
  }
}

function processOptions(): { cwd: string; env: Record<string, string | undefined> } {
  return safeProcessOptions(extensionPath, process.env);
}

function canImportServer(python: string): Promise<boolean> {
  return new Promise((resolve) => {
    execFile(python, ["-c", "import devkit_server"], { timeout: 30_000, ...processOptions() }, (error) => resolve(!error));
  });
}

/** Workspace folders whose code must not run: all of them while the workspace is untrusted. */
function untrustedFolders(): string[] {
  return vscode.workspace.isTrusted ? [] : (vscode.workspace.workspaceFolders ?? []).map((f) => f.uri.fsPath);
}

async function startClient(): Promise<void> {
  const settings = readSettings();
  const chosen = chooseInterpreter(settings.interpreter, await pythonExtensionInterpreter(), process.platform, untrustedFolders());
  interpreter = chosen.path;
  output.info(`starting devkit lsp with ${interpreter} (from ${chosen.source})`);
  if (!(await canImportServer(interpreter))) {
    const hint = installHint(interpreter);
    output.error(hint.message);
    const choice = await vscode.window.showErrorMessage(hint.message, "Copy Install Command", "Show Output");
    if (choice === "Copy Install Command") {
      await vscode.env.clipboard.writeText(hint.command);
    } else if (choice === "Show Output") {
      output.show();
    }
    return;
  }
  const { command, args } = buildServerCommand(interpreter, settings.serverArgs);
  // No `transport`: plain stdio (TransportKind.stdio would append --stdio).
  const serverOptions: ServerOptions = { command, args, options: processOptions() };
  const clientOptions: LanguageClientOptions = {
    documentSelector: [
      { scheme: "file", language: "python" },
      { scheme: "untitled", language: "python" },
    ],
    initializationOptions: buildInitOptions({ ...settings, interpreter }),
    outputChannel: output,
    synchronize: {
      configurationSection: "devkit",
      fileEvents: vscode.workspace.createFileSystemWatcher("**/pyproject.toml"),
    },
    middleware: {
      // The code lens runs the server's `devkit.invoke`; show its report instead of dropping it.
      executeCommand: async (name, commandArgs, next) => {
        if (name !== SERVER_INVOKE) {
          return next(name, commandArgs);
        }
        return invokeAndShow(commandArgs);
      },
    },
  };
  client = new LanguageClient("devkit", "Tool Devkit", serverOptions, clientOptions);
  await client.start();
}

async function stopClient(): Promise<void> {
  const running = client;
  client = undefined;
  await running?.stop();
}

async function invokeAndShow(commandArgs: unknown[]): Promise<InvokeReport | undefined> {
  const refusal = invokeRefusal(vscode.workspace.isTrusted);
  if (refusal) {
    void vscode.window.showWarningMessage(refusal, "Manage Workspace Trust").then((choice) => {
      if (choice) {
        void vscode.commands.executeCommand("workbench.trust.manage");
      }
    });
    return undefined;
  }
  if (!client) {
    void vscode.window.showErrorMessage("Tool Devkit: the language server is not running (see the output channel).");
    return undefined;
  }
  const tool = String(commandArgs[1] ?? "tool");
  const report = await vscode.window.withProgress(
    { location: vscode.ProgressLocation.Notification, title: `Invoking ${tool}…` },
    () => client!.sendRequest(ExecuteCommandRequest.type, { command: SERVER_INVOKE, arguments: commandArgs }) as Promise<InvokeReport>,
  );
  await showReport(report);
  return report;
}

async function showReport(report: InvokeReport): Promise<void> {
  reportCount += 1;
  const base = `${report.tool ?? "tool"}-${reportCount}`;
  const markdown = vscode.Uri.parse(`${REPORT_SCHEME}:/${base}.md`);
  const raw = vscode.Uri.parse(`${REPORT_SCHEME}:/${base}.json`);
  reports.set(markdown.toString(), renderReport(report));
  reports.set(raw.toString(), JSON.stringify(report, null, 2));
  reportChanged.fire(markdown);
  await vscode.commands.executeCommand("markdown.showPreviewToSide", markdown);
  const show = report.status === "ok" ? vscode.window.showInformationMessage : vscode.window.showWarningMessage;
  void show(summarise(report), "Show Raw JSON").then(async (choice) => {
    if (choice) {
      await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(raw), { preview: true });
    }
  });
}

async function pickTool(editor: vscode.TextEditor): Promise<string | undefined> {
  const symbols = (await vscode.commands.executeCommand<vscode.DocumentSymbol[]>("vscode.executeDocumentSymbolProvider", editor.document.uri)) ?? [];
  const tools = symbols.filter((s) => (s.detail ?? "").includes(" tool"));
  if (!tools.length) {
    void vscode.window.showInformationMessage("Tool Devkit: no tools in this file.");
    return undefined;
  }
  const cursor = editor.selection.active;
  const here = tools.find((s) => s.range.contains(cursor));
  if (tools.length === 1 || here) {
    const picked = await vscode.window.showQuickPick(
      tools.map((s) => ({ label: s.name, description: s.detail, picked: s === here })),
      { title: "Invoke which tool?" },
    );
    return picked?.label;
  }
  return (await vscode.window.showQuickPick(tools.map((s) => ({ label: s.name, description: s.detail })), { title: "Invoke which tool?" }))?.label;
}

async function invokeToolCommand(): Promise<void> {
  const editor = vscode.window.activeTextEditor;
  if (!editor || editor.document.languageId !== "python" || editor.document.uri.scheme !== "file") {
    void vscode.window.showInformationMessage("Tool Devkit: open a Python file with a tool first.");
    return;
  }
  const tool = await pickTool(editor);
  if (!tool || !client) {
    return;
  }
  const invocation = invocationFileFor(editor.document.uri.fsPath, tool);
  let exists = false;
  try {
    await vscode.workspace.fs.stat(vscode.Uri.file(invocation));
    exists = true;
  } catch {
    exists = false;
  }
  const choices = [
    { label: "Defaults", description: "no invocation file", value: "defaults" },
    ...(exists ? [{ label: "Use invocation file", description: invocation, value: "use" }] : [{ label: "Create invocation file…", description: invocation, value: "create" }]),
  ];
  const choice = await vscode.window.showQuickPick(choices, { title: `Invoke ${tool} with…` });
  if (!choice) {
    return;
  }
  if (choice.value === "create") {
    await client.sendRequest(ExecuteCommandRequest.type, { command: SERVER_CREATE_INVOCATION, arguments: [editor.document.uri.toString(), tool] });
    return; // the server opens the new file for editing; invoke again when it is ready
  }
  const options = choice.value === "use" ? { invocation } : {};
  await invokeAndShow([editor.document.uri.toString(), tool, options]);
}

async function newToolCommand(): Promise<void> {
  const editor = vscode.window.activeTextEditor;
  if (!editor || editor.document.languageId !== "python") {
    void vscode.window.showInformationMessage("Tool Devkit: open a Python file first.");
    return;
  }
  const profile = await vscode.window.showQuickPick(
    [
      { label: "agent", description: "run-scoped tools with credentials, artifacts, teardown" },
      { label: "mcp", description: "MCP server tools with guards and tasks" },
      { label: "adk", description: "tools with session state, memory and artifacts" },
    ],
    { title: "New tool of which profile?" },
  );
  if (!profile) {
    return;
  }
  const position = editor.selection.active;
  const actions =
    (await vscode.commands.executeCommand<vscode.CodeAction[]>(
      "vscode.executeCodeActionProvider",
      editor.document.uri,
      new vscode.Range(position, position),
      vscode.CodeActionKind.RefactorRewrite.value,
    )) ?? [];
  const action = actions.find((a) => a.title === `Devkit: new ${profile.label} tool here`);
  if (action?.edit) {
    await vscode.workspace.applyEdit(action.edit);
  } else {
    void vscode.window.showErrorMessage("Tool Devkit: the language server offered no scaffolding here.");
  }
}

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  extensionPath = context.extensionPath;
  output = vscode.window.createOutputChannel("Tool Devkit", { log: true });
  context.subscriptions.push(
    output,
    reportChanged,
    vscode.workspace.registerTextDocumentContentProvider(REPORT_SCHEME, {
      onDidChange: reportChanged.event,
      provideTextDocumentContent: (uri) => reports.get(uri.toString()) ?? "",
    }),
    vscode.commands.registerCommand("devkit.invokeTool", invokeToolCommand),
    vscode.commands.registerCommand("devkit.newTool", newToolCommand),
    vscode.commands.registerCommand("devkit.restartServer", async () => {
      await stopClient();
      await startClient();
    }),
    vscode.commands.registerCommand("devkit.showOutput", () => output.show()),
    vscode.workspace.onDidChangeConfiguration(async (event) => {
      if (event.affectsConfiguration("devkit.interpreter") || event.affectsConfiguration("devkit.serverArgs")) {
        await stopClient();
        await startClient();
      }
    }),
    // Trust granted: the workspace's own interpreter (the Python extension's choice) may now run.
    vscode.workspace.onDidGrantWorkspaceTrust(async () => {
      await stopClient();
      await startClient();
    }),
  );
  await startClient();
}

export async function deactivate(): Promise<void> {
  await stopClient();
}
