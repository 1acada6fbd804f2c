"""The language server end to end, against the real server process (pytest-lsp)."""

from __future__ import annotations

import asyncio
import json
import shutil
from pathlib import Path

import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

from .conftest import ROOT, SERVER, change_and_wait, env, open_and_wait, start

FIXTURE = ROOT / "fixtures" / "agent" / "report_store.py"


def copy_fixture(tmp_path: Path, relative: str = "agent/report_store.py") -> Path:
    target = tmp_path / Path(relative).name
    shutil.copy(ROOT / "fixtures" / relative, target)
    return target


async def test_diagnostics_on_open_carry_code_link_data_and_related(
    client: LanguageClient, tmp_path
):
    path = copy_fixture(tmp_path)
    diagnostics = await open_and_wait(client, path)
    codes = [d.code for d in diagnostics]
    # The undeclared credential is DK101's finding alone (one root cause, no DK201 with it).
    assert codes.count("DK201") == 1 and {"DK101", "DK202", "DK401", "DK204", "DK501"} <= set(codes)
    dk101 = next(d for d in diagnostics if d.code == "DK101")
    assert dk101.source == "devkit" and dk101.code_description.href.endswith("/DK101")
    assert dk101.severity == types.DiagnosticSeverity.Error
    assert dk101.related_information and "declared here" in dk101.related_information[0].message
    assert dk101.data["finding"]["code"] == "DK101"
    line = path.read_text().splitlines()[dk101.range.start.line]
    assert line[dk101.range.start.character :].startswith("ctx.credential")


async def test_change_relints_and_close_clears(client: LanguageClient, tmp_path):
    path = copy_fixture(tmp_path)
    await open_and_wait(client, path)
    fixed = path.read_text().replace("token = ctx.credential.secret", "token = None")
    diagnostics = await change_and_wait(client, path.as_uri(), fixed, 2)
    assert "DK101" not in [d.code for d in diagnostics]
    waiter = asyncio.ensure_future(
        client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    )
    client.text_document_did_close(
        types.DidCloseTextDocumentParams(
            text_document=types.TextDocumentIdentifier(uri=path.as_uri())
        )
    )
    await asyncio.wait_for(waiter, 10)
    assert list(client.diagnostics[path.as_uri()]) == []


async def test_quick_fix_suppress_and_fix_all(client: LanguageClient, tmp_path):
    path = copy_fixture(tmp_path)
    diagnostics = await open_and_wait(client, path)
    dk202 = next(d for d in diagnostics if d.code == "DK202")
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=path.as_uri()),
            range=dk202.range,
            context=types.CodeActionContext(diagnostics=[dk202]),
        )
    )
    titles = [a.title for a in actions]
    fix = next(a for a in actions if a.title.startswith("Fix DK202"))
    assert fix.is_preferred and fix.kind == types.CodeActionKind.QuickFix
    edit = fix.edit.changes[path.as_uri()][0]
    assert edit.new_text == "ctx.has_artifacts"
    suppress = next(a for a in actions if a.title == "Suppress DK202 on this line")
    assert suppress.edit.changes[path.as_uri()][0].new_text.endswith(
        "if ctx.artifacts:  # devkit: ignore[DK202]"
    )
    assert "Devkit: new agent tool here" in titles
    # Fixing the whole file only when asked for by kind (the unfiltered request comes with
    # every cursor move).
    assert "source.fixAll.devkit" not in [a.kind for a in actions]
    fix_all = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=path.as_uri()),
            range=types.Range(types.Position(0, 0), types.Position(0, 0)),
            context=types.CodeActionContext(diagnostics=[], only=["source.fixAll.devkit"]),
        )
    )
    assert [a.kind for a in fix_all] == ["source.fixAll.devkit"]
    new_text = fix_all[0].edit.changes[path.as_uri()][0].new_text
    assert "if ctx.has_artifacts:" in new_text
    assert "tool_session_key" not in new_text  # unsafe (it raises without a session): not in fixAll


async def test_scaffolding_actions_for_the_tool_under_the_cursor(client: LanguageClient, tmp_path):
    path = tmp_path / "untyped.py"
    path.write_text(
        'from devkit.agent import ToolExecutionContext, tool, Need\n\n\n@tool(name="ping", needs=[Need("github")])\ndef ping(args, ctx: ToolExecutionContext):\n    return 1\n'
    )
    await open_and_wait(client, path)
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=path.as_uri()),
            range=types.Range(types.Position(5, 4), types.Position(5, 4)),
            context=types.CodeActionContext(
                diagnostics=[], only=[types.CodeActionKind.RefactorRewrite]
            ),
        )
    )
    by_title = {a.title: a for a in actions}
    assert {
        "Devkit: new agent tool here",
        "Devkit: new mcp tool here",
        "Devkit: new adk tool here",
    } <= set(by_title)
    model = by_title["Devkit: create args model for ping"].edit.changes[path.as_uri()]
    assert any("class PingArgs(BaseModel):" in e.new_text for e in model) and any(
        e.new_text == "args: PingArgs" for e in model
    )
    create_file, insert = by_title["Devkit: create invocation file for ping"].edit.document_changes
    assert create_file.kind == "create" and create_file.uri.endswith("untyped.ping.invocation.json")
    data = json.loads(insert.edits[0].new_text)
    assert data["target"].endswith("untyped.py:ping") and data["credentials"] == {
        "github": "env:GITHUB_TOKEN"
    }
    # Clients that cannot create files use the command, which writes the same content.
    written = await client.workspace_execute_command_async(
        types.ExecuteCommandParams(
            command="devkit.createInvocationFile", arguments=[path.as_uri(), "ping"]
        )
    )
    assert json.loads(Path(written).read_text()) == data


async def test_hover_on_fields_and_rule_codes(client: LanguageClient, tmp_path):
    path = copy_fixture(tmp_path)
    text = path.read_text()
    await open_and_wait(client, path)
    lines = text.splitlines()
    line = next(i for i, t in enumerate(lines) if "ctx.identity.tenant" in t)
    result = await client.text_document_hover_async(
        types.HoverParams(
            text_document=types.TextDocumentIdentifier(uri=path.as_uri()),
            position=types.Position(line, lines[line].index("identity") + 2),
        )
    )
    assert (
        "MemoryIdentity | None" in result.contents.value
        and "presence: **optional**" in result.contents.value
    )
    assert "if ctx.identity is not None:" in result.contents.value
    suppressed = text.replace(
        "_CACHE[ctx.session_id] = args.text", "_CACHE[ctx.session_id] = args.text  # noqa: DK401"
    )
    await change_and_wait(client, path.as_uri(), suppressed, 2)
    line = next(i for i, t in enumerate(suppressed.splitlines()) if "noqa: DK401" in t)
    column = suppressed.splitlines()[line].index("DK401") + 1
    result = await client.text_document_hover_async(
        types.HoverParams(
            text_document=types.TextDocumentIdentifier(uri=path.as_uri()),
            position=types.Position(line, column),
        )
    )
    assert result.contents.value.startswith("# DK401 session-id-as-key")


async def test_completion_after_ctx_dot_even_mid_edit(client: LanguageClient, tmp_path):
    path = copy_fixture(tmp_path, "mcp/payments.py")
    text = path.read_text()
    await open_and_wait(client, path)
    lines = text.splitlines()
    line = next(i for i, t in enumerate(lines) if "user_id = ctx.auth.subject" in t)
    broken = [*lines[:line], "        x = ctx.", *lines[line + 1 :]]
    await change_and_wait(client, path.as_uri(), "\n".join(broken) + "\n", 2)
    result = await client.text_document_completion_async(
        types.CompletionParams(
            text_document=types.TextDocumentIdentifier(uri=path.as_uri()),
            position=types.Position(line, len("        x = ctx.")),
        )
    )
    labels = {item.label: item for item in result.items}
    assert {"auth", "logger", "request_id", "task", "verified_subject"} <= set(labels)
    assert (
        "declared(guards)" in labels["auth"].detail
        and labels["enable_tools"].kind == types.CompletionItemKind.Method
    )


async def test_symbols_lens_and_invoke(client: LanguageClient, tmp_path):
    path = copy_fixture(tmp_path, "agent/open_issue.py")
    await open_and_wait(client, path)
    symbols = await client.text_document_document_symbol_async(
        types.DocumentSymbolParams(text_document=types.TextDocumentIdentifier(uri=path.as_uri()))
    )
    assert [s.name for s in symbols] == ["open_issue", "run_counter"]
    assert "needs: github" in symbols[0].detail and [c.name for c in symbols[0].children] == [
        "needs: github",
        "wants: report",
    ]
    found = await client.workspace_symbol_async(types.WorkspaceSymbolParams(query="counter"))
    assert [s.name for s in found] == ["run_counter"]
    lenses = await client.text_document_code_lens_async(
        types.CodeLensParams(text_document=types.TextDocumentIdentifier(uri=path.as_uri()))
    )
    assert [lens.command.title for lens in lenses] == ["▶ Invoke", "▶ Invoke"]
    command = lenses[1].command
    report = await client.workspace_execute_command_async(
        types.ExecuteCommandParams(
            command=command.command, arguments=[*command.arguments, {"args": '{"step": 3}'}]
        )
    )
    assert (
        report["status"] == "ok"
        and report["tool"] == "run_counter"
        and report["result"] == {"count": 3}
    )
    await asyncio.sleep(0.2)
    assert any("run_counter: ok" in m.message for m in client.messages)


@pytest_lsp.fixture(config=ClientServerConfig(server_command=SERVER))
async def ignoring_client(lsp_client: LanguageClient, tmp_path):
    await start(lsp_client, tmp_path, {"ignore": ["DK2"]})
    yield
    await lsp_client.shutdown_session()


async def test_client_settings_and_pyproject_reload(ignoring_client: LanguageClient, tmp_path):
    path = copy_fixture(tmp_path)
    diagnostics = await open_and_wait(ignoring_client, path)
    assert diagnostics and not [d for d in diagnostics if d.code.startswith("DK2")]
    (tmp_path / "pyproject.toml").write_text('[tool.devkit]\nignore = ["DK4"]\n')
    waiter = asyncio.ensure_future(
        ignoring_client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    )
    ignoring_client.workspace_did_change_watched_files(
        types.DidChangeWatchedFilesParams(
            changes=[
                types.FileEvent(
                    uri=(tmp_path / "pyproject.toml").as_uri(), type=types.FileChangeType.Created
                )
            ]
        )
    )
    await asyncio.wait_for(waiter, 10)
    codes = [d.code for d in ignoring_client.diagnostics[path.as_uri()]]
    assert (
        "DK401" not in codes and not [c for c in codes if c.startswith("DK2")] and "DK101" in codes
    )


def _utf8_capabilities() -> types.ClientCapabilities:
    caps = client_capabilities("visual-studio-code")
    caps.general = types.GeneralClientCapabilities(
        position_encodings=[types.PositionEncodingKind.Utf8, types.PositionEncodingKind.Utf16]
    )
    return caps


@pytest_lsp.fixture(config=ClientServerConfig(server_command=SERVER))
async def utf8_client(lsp_client: LanguageClient, tmp_path):
    result = await start(lsp_client, tmp_path, capabilities=_utf8_capabilities())
    assert result.capabilities.position_encoding == types.PositionEncodingKind.Utf8
    yield
    await lsp_client.shutdown_session()


NON_ASCII = 'from devkit.agent import ToolExecutionContext\n\n\ndef f(ctx: ToolExecutionContext):\n    s = "é😀"; t = ctx.identity.tenant\n'


async def test_positions_in_utf16(client: LanguageClient, tmp_path):
    path = tmp_path / "u.py"
    path.write_text(NON_ASCII, encoding="utf-8")
    diagnostic = (await open_and_wait(client, path))[0]
    line = NON_ASCII.splitlines()[4]
    expected = len(line[: line.index("ctx.identity")].encode("utf-16-le")) // 2
    assert (diagnostic.range.start.line, diagnostic.range.start.character) == (4, expected)


async def test_positions_in_utf8(utf8_client: LanguageClient, tmp_path):
    path = tmp_path / "u.py"
    path.write_text(NON_ASCII, encoding="utf-8")
    diagnostic = (await open_and_wait(utf8_client, path))[0]
    line = NON_ASCII.splitlines()[4]
    assert diagnostic.range.start.character == len(
        line[: line.index("ctx.identity")].encode("utf-8")
    )


def _pull_capabilities() -> types.ClientCapabilities:
    caps = client_capabilities("visual-studio-code")
    caps.text_document.diagnostic = types.DiagnosticClientCapabilities(dynamic_registration=False)
    return caps


@pytest_lsp.fixture(config=ClientServerConfig(server_command=SERVER))
async def pull_client(lsp_client: LanguageClient, tmp_path):
    await start(lsp_client, tmp_path, {"pullDiagnostics": True}, capabilities=_pull_capabilities())
    yield
    await lsp_client.shutdown_session()


async def test_pull_diagnostics_when_the_client_supports_them(
    pull_client: LanguageClient, tmp_path
):
    path = copy_fixture(tmp_path)
    pull_client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(
                uri=path.as_uri(), language_id="python", version=1, text=path.read_text()
            )
        )
    )
    report = await pull_client.text_document_diagnostic_async(
        types.DocumentDiagnosticParams(
            text_document=types.TextDocumentIdentifier(uri=path.as_uri())
        )
    )
    assert "DK202" in [d.code for d in report.items]
    await asyncio.sleep(0.3)
    assert path.as_uri() not in pull_client.diagnostics  # pull replaces push; never both


@pytest_lsp.fixture(
    config=ClientServerConfig(
        server_command=SERVER, server_env=env(DEVKIT_INJECT_RULE_FAILURE="DK202")
    )
)
async def failing_rule_client(lsp_client: LanguageClient, tmp_path):
    await start(lsp_client, tmp_path)
    yield
    await lsp_client.shutdown_session()


async def test_a_failing_rule_is_one_dk901_and_a_log_message(
    failing_rule_client: LanguageClient, tmp_path
):
    path = copy_fixture(tmp_path)
    diagnostics = await open_and_wait(failing_rule_client, path)
    codes = [d.code for d in diagnostics]
    assert codes.count("DK901") == 1 and "DK202" not in codes and "DK101" in codes
    await asyncio.sleep(0.2)
    assert any(
        "DK202" in m.message and "failed" in m.message for m in failing_rule_client.log_messages
    )


@pytest_lsp.fixture(config=ClientServerConfig(server_command=SERVER))
async def vscode_defaults_client(lsp_client: LanguageClient, tmp_path):
    # What VS Code sends for an untouched `devkit` section.
    defaults = {
        "interpreter": "",
        "serverArgs": [],
        "select": [],
        "ignore": [],
        "debounce": 0,
        "trace": {"server": "off"},
    }
    lsp_client.set_configuration(defaults, section="devkit")
    await start(lsp_client, tmp_path)
    yield
    await lsp_client.shutdown_session()


async def test_editor_default_settings_keep_every_rule(
    vscode_defaults_client: LanguageClient, tmp_path
):
    path = copy_fixture(tmp_path)
    await open_and_wait(vscode_defaults_client, path)
    await asyncio.sleep(0.5)  # let the pulled settings apply
    codes = {d.code for d in vscode_defaults_client.diagnostics[path.as_uri()]}
    assert {"DK101", "DK201", "DK202", "DK401"} <= codes


@pytest_lsp.fixture(config=ClientServerConfig(server_command=SERVER))
async def configured_client(lsp_client: LanguageClient, tmp_path):
    lsp_client.set_configuration({"debounce": 0, "select": ["DK4"]}, section="devkit")
    await start(lsp_client, tmp_path)
    yield
    await lsp_client.shutdown_session()


async def test_settings_pulled_with_workspace_configuration(
    configured_client: LanguageClient, tmp_path
):
    path = copy_fixture(tmp_path)
    await open_and_wait(configured_client, path)
    for _ in range(100):  # the settings may land just after the first publish
        codes = {d.code for d in configured_client.diagnostics[path.as_uri()]}
        if codes == {"DK401"}:
            break
        await asyncio.sleep(0.05)
    assert codes == {"DK401"}


SIDE_EFFECT = """from pathlib import Path

Path(__file__).with_name("MARKER").write_text("the module ran")

from devkit.agent import Need, ToolExecutionContext, tool


@tool(name="probe", needs=[Need("github")])
def probe(args, ctx: ToolExecutionContext):
    return ctx.credential.name if ctx.credential else None
"""


async def test_the_server_never_runs_workspace_code_until_an_explicit_invoke(
    client: LanguageClient, tmp_path
):
    path = tmp_path / "probe.py"
    path.write_text(SIDE_EFFECT)
    marker = tmp_path / "MARKER"
    uri = path.as_uri()
    await open_and_wait(client, path)
    document = types.TextDocumentIdentifier(uri=uri)
    await client.text_document_hover_async(
        types.HoverParams(text_document=document, position=types.Position(9, 34))
    )
    await client.text_document_completion_async(
        types.CompletionParams(text_document=document, position=types.Position(9, 15))
    )
    await client.text_document_document_symbol_async(
        types.DocumentSymbolParams(text_document=document)
    )
    await client.workspace_symbol_async(types.WorkspaceSymbolParams(query=""))
    lenses = await client.text_document_code_lens_async(
        types.CodeLensParams(text_document=document)
    )
    await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=document,
            range=types.Range(types.Position(9, 0), types.Position(9, 0)),
            context=types.CodeActionContext(diagnostics=[]),
        )
    )
    assert not marker.exists()
    report = await client.workspace_execute_command_async(
        types.ExecuteCommandParams(
            command=lenses[0].command.command, arguments=lenses[0].command.arguments
        )
    )
    assert report["status"] == "ok" and marker.read_text() == "the module ran"
