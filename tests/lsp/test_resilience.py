"""The server survives typing, hostile input and huge documents, and keeps answering."""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys

import pytest
from lsprotocol import types
from pytest_lsp import LanguageClient

from .conftest import ROOT, SERVER, change_and_wait, open_and_wait

FIXTURES = sorted((ROOT / "fixtures").rglob("*.py"))


def _change(client: LanguageClient, uri: str, text: str, version: int) -> None:
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=text)],
        )
    )


async def _alive(client: LanguageClient, uri: str) -> None:
    """A request that needs the server: it must answer (any answer) within the timeout."""
    await asyncio.wait_for(
        client.text_document_hover_async(
            types.HoverParams(
                text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(0, 0)
            )
        ),
        10,
    )


@pytest.mark.parametrize("path", FIXTURES, ids=lambda p: p.name)
async def test_typing_every_prefix_keeps_the_server_answering(
    client: LanguageClient, tmp_path, path
):
    text = path.read_text(encoding="utf-8")
    uri = (tmp_path / path.name).as_uri()
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=uri, language_id="python", version=0, text="")
        )
    )
    short = len(text) < 1500
    prefixes = (
        [text[:n] for n in range(len(text) + 1)]
        if short
        else [
            "".join(text.splitlines(keepends=True)[:n]) for n in range(len(text.splitlines()) + 1)
        ]
    )
    for version, prefix in enumerate(prefixes, start=1):
        _change(client, uri, prefix, version)
        if version % 10 == 0 or version == len(prefixes):
            await _alive(client, uri)
            lines = prefix.splitlines() or [""]
            await asyncio.wait_for(
                client.text_document_completion_async(
                    types.CompletionParams(
                        text_document=types.TextDocumentIdentifier(uri=uri),
                        position=types.Position(len(lines) - 1, len(lines[-1])),
                    )
                ),
                10,
            )
    # The final text is the whole file: its diagnostics match the CLI's.
    await asyncio.sleep(0.3)
    waiter = asyncio.ensure_future(
        client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    )
    _change(client, uri, text, len(prefixes) + 1)
    await asyncio.wait_for(waiter, 20)
    done = subprocess.run(
        [sys.executable, "-m", "devkit", "check", str(path), "--format", "json", "--no-cache"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert sorted(d.code for d in client.diagnostics[uri]) == sorted(
        f["code"] for f in json.loads(done.stdout)
    )


async def test_requests_for_unopened_documents_and_bad_positions(client: LanguageClient, tmp_path):
    ghost = (tmp_path / "ghost.py").as_uri()
    _change(client, ghost, "from devkit.agent import tool\n", 5)  # didChange without didOpen
    result = await client.text_document_hover_async(
        types.HoverParams(
            text_document=types.TextDocumentIdentifier(uri=ghost),
            position=types.Position(9999, 9999),
        )
    )
    assert result is None
    real = tmp_path / "real.py"
    real.write_text((ROOT / "fixtures/agent/report_store.py").read_text())
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(
                uri=real.as_uri(), language_id="python", version=1, text=real.read_text()
            )
        )
    )
    far = types.Position(100000, 100000)
    assert (
        await client.text_document_completion_async(
            types.CompletionParams(
                text_document=types.TextDocumentIdentifier(uri=real.as_uri()), position=far
            )
        )
        is None
    )
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=real.as_uri()),
            range=types.Range(far, far),
            context=types.CodeActionContext(diagnostics=[]),
        )
    )
    assert isinstance(actions, (list, tuple))
    report = await client.workspace_execute_command_async(
        types.ExecuteCommandParams(command="devkit.invoke", arguments=["not-a-uri"])
    )
    assert report["status"] == "usage_error"
    await _alive(client, real.as_uri())


async def test_a_10_mb_document(client: LanguageClient, tmp_path):
    uri = (tmp_path / "huge.py").as_uri()
    text = "from devkit.agent import ToolExecutionContext\n" + "x = 1\n" * 1_700_000
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(
                uri=uri, language_id="python", version=1, text=text
            )
        )
    )
    await _alive(client, uri)
    symbols = await client.text_document_document_symbol_async(
        types.DocumentSymbolParams(text_document=types.TextDocumentIdentifier(uri=uri))
    )
    assert symbols == []


def _chain_tool(operator: str, operands: int) -> str:
    chain = f" {operator} ".join(f"args.a{i}" for i in range(operands))
    return (
        "from devkit.agent import ToolExecutionContext, tool\n\n"
        '@tool(name="t", description="d")\ndef t(args, ctx: ToolExecutionContext):\n'
        f"    y = {chain}\n    return ctx.identity.tenant\n"
    )


async def test_long_chains_are_checked_and_one_too_long_to_parse_is_not(
    client: LanguageClient, tmp_path
):
    # 1,200 operands nest past Python's default recursion limit (the worker's checks
    # raise it); 10,000 `or` operands would kill the process in libcst's parser.
    path = tmp_path / "chain.py"
    diagnostics = await open_and_wait(client, path, _chain_tool("+", 1_200))
    assert [(d.code, d.range.start.line) for d in diagnostics] == [("DK201", 5)], diagnostics
    diagnostics = await change_and_wait(client, path.as_uri(), _chain_tool("or", 10_000), 2)
    assert [d.message for d in diagnostics if d.code is None] == [
        "devkit did not check this file: skipped: an `and`/`or` chain of 10,000 operands is "
        "past the 3,000 the parser reads safely"
    ], diagnostics
    await _alive(client, path.as_uri())
    diagnostics = await change_and_wait(client, path.as_uri(), _chain_tool("or", 1_200), 3)
    assert [(d.code, d.range.start.line) for d in diagnostics] == [("DK201", 5)], diagnostics


def _frame(payload: bytes) -> bytes:
    return b"Content-Length: %d\r\n\r\n" % len(payload) + payload


def test_malformed_frames_and_unknown_methods_do_not_kill_the_server(tmp_path):
    init = json.dumps(
        {
            "jsonrpc": "2.0",
            "id": 1,
            "method": "initialize",
            "params": {"capabilities": {}, "initializationOptions": {"debounce": 0}},
        }
    ).encode()
    messages = [
        _frame(init),
        _frame(b'{"jsonrpc": "2.0", "method": "initialized", "params": {}}'),
        _frame(b"{this is not json"),
        _frame(b'{"jsonrpc": "2.0", "id": 2, "method": "devkit/unknownMethod", "params": {}}'),
        _frame(
            b'{"jsonrpc": "2.0", "id": 3, "method": "textDocument/hover", "params": {"nonsense": true}}'
        ),
        _frame(
            b'{"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": 5}}'
        ),
        # A frame one byte short: it takes the next byte (the `X`), then valid traffic resumes.
        b'Content-Length: 5\r\n\r\n{"a"X',
        _frame(b'{"jsonrpc": "2.0", "id": 5, "method": "devkit/afterTheCut", "params": {}}'),
        _frame(b'{"jsonrpc": "2.0", "id": 4, "method": "shutdown"}'),
        _frame(b'{"jsonrpc": "2.0", "method": "exit"}'),
    ]
    done = subprocess.run(
        SERVER, input=b"".join(messages), capture_output=True, timeout=60, check=False
    )
    out = done.stdout.decode(errors="replace")
    assert '"id": 1' in out.replace('"id":1', '"id": 1')  # initialize answered
    assert "-32601" in out or "Method Not Found" in out  # unknown method answered with an error
    assert '"id": 5' in out.replace('"id":5', '"id": 5')  # answered after the broken frame
    assert '"id": 4' in out.replace('"id":4', '"id": 4')  # shutdown answered
    assert done.returncode == 0  # exit after shutdown: the server did not die on the way
