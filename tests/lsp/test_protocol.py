"""Protocol conformance and settings validation (issue 15, items 7-9).

Every request gets a response or an error, also before `initialize`, with invalid params
and after `shutdown`; the exit code follows the specification; bad settings are refused
by name and shown to the user, the good ones stay in force; a file too big to check says so.
"""

from __future__ import annotations

import asyncio
import json
import subprocess

from lsprotocol import types
from pytest_lsp import LanguageClient

from .conftest import SERVER, open_and_wait

HOVER = {"textDocument": {"uri": "file:///x.py"}, "position": {"line": 0, "character": 0}}
INIT = {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}}
INITIALIZED = {"jsonrpc": "2.0", "method": "initialized", "params": {}}
EXIT = {"jsonrpc": "2.0", "method": "exit"}


def _session(messages: list[dict]) -> tuple[int, dict[int, dict]]:
    frames = b"".join(
        b"Content-Length: %d\r\n\r\n" % len(body) + body
        for body in (json.dumps(m).encode() for m in messages)
    )
    done = subprocess.run(SERVER, input=frames, capture_output=True, timeout=60, check=False)
    out, answers = done.stdout, {}
    while b"\r\n\r\n" in out:
        head, _, rest = out.partition(b"\r\n\r\n")
        length = int(head.split(b"Content-Length:")[1].split(b"\r\n")[0])
        message = json.loads(rest[:length])
        out = rest[length:]
        if "id" in message and "method" not in message:
            answers[message["id"]] = message
    return done.returncode, answers


def test_a_request_before_initialize_is_an_error():
    code, answers = _session(
        [{"jsonrpc": "2.0", "id": 7, "method": "textDocument/hover", "params": HOVER}, EXIT]
    )
    assert answers[7]["error"]["code"] == -32002
    assert code == 1  # exit without shutdown


def test_invalid_params_and_requests_after_shutdown_get_errors():
    code, answers = _session(
        [
            INIT,
            INITIALIZED,
            {"jsonrpc": "2.0", "id": 2, "method": "textDocument/hover", "params": {"no": 1}},
            {"jsonrpc": "2.0", "id": 3, "method": "shutdown"},
            {"jsonrpc": "2.0", "id": 4, "method": "textDocument/hover", "params": HOVER},
            EXIT,
        ]
    )
    assert answers[2]["error"]["code"] == -32602
    assert answers[3]["result"] is None
    assert answers[4]["error"]["code"] == -32600
    assert code == 0  # exit after shutdown


async def test_bad_settings_are_refused_by_name_and_the_rest_apply(
    client: LanguageClient, tmp_path
):
    client.workspace_did_change_configuration(
        types.DidChangeConfigurationParams(
            settings={"devkit": {"debounce": 1e308, "ignore": ["DK9O1", "DK205"], "select": "DK"}}
        )
    )
    deadline = asyncio.get_running_loop().time() + 10
    while len(client.messages) < 3:  # one message per refused setting
        assert asyncio.get_running_loop().time() < deadline, "no showMessage within 10 s"
        await asyncio.sleep(0.05)
    shown = [m.message for m in client.messages]
    text = " | ".join(shown)
    assert "`debounce`" in text and "DK9O1" in text and "`select`" in text
    path = tmp_path / "t.py"
    source = (
        "from devkit.agent import ToolExecutionContext, tool\n\n\n"
        "@tool(name='t')\ndef t(args, ctx: ToolExecutionContext):\n"
        "    if ctx.iteration is None:\n        return None\n    return ctx.identity.tenant\n"
    )
    # Debounce still the old (0): diagnostics arrive; DK205 ignored though DK9O1 was refused.
    codes = [d.code for d in await open_and_wait(client, path, source)]
    assert codes == ["DK201"]


async def test_a_file_too_big_to_check_says_so(client: LanguageClient, tmp_path):
    path = tmp_path / "big.py"
    source = "import devkit.agent\n" + "x = 1\n" * 900_000
    diagnostics = await open_and_wait(client, path, source)
    assert len(diagnostics) == 1
    assert diagnostics[0].severity == types.DiagnosticSeverity.Information
    assert "did not check" in diagnostics[0].message and "limit" in diagnostics[0].message


def test_bad_command_line_values_are_usage_errors_not_tracebacks():
    import sys

    for args in (["--tcp", "nonsense"], ["--tcp", "127.0.0.1:99999"], ["--log-level", "foo"]):
        done = subprocess.run(
            [sys.executable, "-m", "devkit", "lsp", *args],
            capture_output=True,
            text=True,
            timeout=60,
            stdin=subprocess.DEVNULL,
        )
        assert done.returncode == 2, args
        assert "Traceback" not in done.stderr and "error: argument" in done.stderr
