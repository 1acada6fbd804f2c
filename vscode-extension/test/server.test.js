// Drives the real Python language server over stdio with vscode-jsonrpc, the JSON-RPC
// stack VS Code's client uses (it rejects any stray output on stdout).
const { test } = require("node:test");
const assert = require("node:assert");
const cp = require("node:child_process");
const path = require("node:path");
const rpc = require("vscode-jsonrpc/node");
const fs = require("node:fs");
const os = require("node:os");
const { buildServerCommand, buildInitOptions, resolveSettings, safeProcessOptions } = require("../out/config.js");
const { renderReport } = require("../out/report.js");

const ROOT = path.resolve(__dirname, "..", "..");
const uriOf = (file) => "file://" + path.join(ROOT, file);

function start(spawnOptions = { cwd: ROOT }) {
  const { command, args } = buildServerCommand(process.env.DEVKIT_PYTHON || "python3");
  const proc = cp.spawn(command, args, { stdio: ["pipe", "pipe", "inherit"], ...spawnOptions });
  const conn = rpc.createMessageConnection(new rpc.StreamMessageReader(proc.stdout), new rpc.StreamMessageWriter(proc.stdin));
  const diagnostics = new Map();
  const waiters = [];
  conn.onNotification("textDocument/publishDiagnostics", (params) => {
    diagnostics.set(params.uri, params.diagnostics);
    waiters.splice(0).forEach((resolve) => resolve(params));
  });
  conn.onNotification("window/showMessage", () => {});
  conn.onNotification("window/logMessage", () => {});
  conn.onRequest("workspace/configuration", (params) => params.items.map(() => ({ debounce: 0 })));
  conn.onRequest("client/registerCapability", () => null);
  conn.listen();
  const nextDiagnostics = () => new Promise((resolve) => waiters.push(resolve));
  return { proc, conn, diagnostics, nextDiagnostics };
}

async function initialize(conn, root = ROOT) {
  const settings = resolveSettings((key) => ({ debounce: 0 })[key]);
  const result = await conn.sendRequest("initialize", {
    processId: process.pid,
    rootUri: "file://" + root,
    capabilities: {
      general: { positionEncodings: ["utf-16"] },
      workspace: { configuration: true, didChangeWatchedFiles: { dynamicRegistration: true } },
      textDocument: { codeAction: {}, codeLens: {}, hover: {} },
    },
    initializationOptions: buildInitOptions(settings),
  });
  await conn.sendNotification("initialized", {});
  return result;
}

async function stop({ proc, conn }) {
  await conn.sendRequest("shutdown");
  await conn.sendNotification("exit");
  const code = await new Promise((resolve) => proc.on("exit", resolve));
  conn.dispose();
  return code;
}

test("diagnostics and an invoke report flow from the real server", { timeout: 120_000 }, async () => {
  const server = start();
  const init = await initialize(server.conn);
  assert.strictEqual(init.capabilities.positionEncoding, "utf-16");
  assert.ok(init.capabilities.codeLensProvider && init.capabilities.hoverProvider);
  assert.ok(init.capabilities.executeCommandProvider.commands.includes("devkit.invoke"));

  const buggy = "fixtures/agent/report_store.py";
  const published = server.nextDiagnostics();
  await server.conn.sendNotification("textDocument/didOpen", {
    textDocument: { uri: uriOf(buggy), languageId: "python", version: 1, text: fs.readFileSync(path.join(ROOT, buggy), "utf8") },
  });
  const params = await published;
  const codes = params.diagnostics.map((d) => d.code);
  for (const code of ["DK101", "DK201", "DK202", "DK401"]) {
    assert.ok(codes.includes(code), `missing ${code} in ${codes}`);
  }
  assert.ok(params.diagnostics.every((d) => d.source === "devkit" && d.codeDescription.href.includes(d.code)));

  const good = "fixtures/agent/open_issue.py";
  await server.conn.sendNotification("textDocument/didOpen", {
    textDocument: { uri: uriOf(good), languageId: "python", version: 1, text: fs.readFileSync(path.join(ROOT, good), "utf8") },
  });
  const lenses = await server.conn.sendRequest("textDocument/codeLens", { textDocument: { uri: uriOf(good) } });
  assert.deepStrictEqual(lenses.map((l) => l.command.title), ["▶ Invoke", "▶ Invoke"]);
  const report = await server.conn.sendRequest("workspace/executeCommand", {
    command: lenses[0].command.command,
    arguments: [...lenses[0].command.arguments, { args: '{"repo": "o/r", "title": "t"}', credential: ["github=node-canary-secret"] }],
  });
  assert.strictEqual(report.status, "ok");
  assert.strictEqual(report.tool, "open_issue");
  assert.deepStrictEqual(report.needs, [{ name: "github", resolved: true }]);
  assert.ok(!JSON.stringify(report).includes("node-canary-secret"));
  assert.match(renderReport(report), /## ✅ open_issue: ok/);

  assert.strictEqual(await stop(server), 0);
});

test("started as the extension starts it, the server imports nothing from the workspace", { timeout: 120_000 }, async () => {
  // A hostile workspace: modules named like ones the server imports, each leaving a mark if run.
  const workspace = fs.mkdtempSync(path.join(os.tmpdir(), "devkit-hostile-"));
  const mark = (name) => `import pathlib; pathlib.Path(${JSON.stringify(workspace)}, "RAN-${name}").write_text("x")\n`;
  fs.writeFileSync(path.join(workspace, "tomllib.py"), mark("tomllib"));
  for (const pkg of ["devkit_server", "pydantic", "lsprotocol", "devkit"]) {
    fs.mkdirSync(path.join(workspace, pkg));
    fs.writeFileSync(path.join(workspace, pkg, "__init__.py"), mark(pkg));
  }
  const tool = path.join(workspace, "tool.py");
  fs.writeFileSync(tool, "from devkit.agent import ToolExecutionContext\n\ndef f(ctx: ToolExecutionContext):\n    return ctx.identity.tenant\n");
  const previous = process.cwd();
  process.chdir(workspace); // as VS Code would be, opened on the workspace
  try {
    const server = start({ ...safeProcessOptions(path.resolve(__dirname, ".."), process.env) });
    await initialize(server.conn, workspace);
    const published = server.nextDiagnostics();
    await server.conn.sendNotification("textDocument/didOpen", {
      textDocument: { uri: "file://" + tool, languageId: "python", version: 1, text: fs.readFileSync(tool, "utf8") },
    });
    const params = await published;
    assert.deepStrictEqual(params.diagnostics.map((d) => d.code), ["DK201"]);
    assert.strictEqual(await stop(server), 0);
    assert.deepStrictEqual(fs.readdirSync(workspace).filter((f) => f.startsWith("RAN-")), []);
  } finally {
    process.chdir(previous);
    fs.rmSync(workspace, { recursive: true, force: true });
  }
});
