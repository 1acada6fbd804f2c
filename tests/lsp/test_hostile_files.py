"""Workspace files that are not regular files never block or exhaust the server (or the CLI)."""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
from pathlib import Path

from lsprotocol import types
from pytest_lsp import LanguageClient

TOOL = """from devkit.agent import ToolExecutionContext, tool


@tool(name="lookup")
def lookup(args, ctx: ToolExecutionContext):
    return ctx.identity.tenant
"""


def _hostile(root: Path) -> dict[str, Path]:
    files = {"stdin": root / "stdin.py", "zero": root / "zero.py", "fifo": root / "fifo.py"}
    files["stdin"].symlink_to("/dev/stdin")
    files["zero"].symlink_to("/dev/zero")
    os.mkfifo(files["fifo"])
    files["big"] = root / "big.py"
    files["big"].write_text("import devkit.agent\n" + "x = 1\n" * 1_000_000)
    (root / "tool.py").write_text(TOOL)
    return files


async def test_symbols_and_hover_never_block_on_special_files(client: LanguageClient, tmp_path):
    # The `client` fixture's workspace root is tmp_path.
    files = _hostile(tmp_path)
    symbols = await asyncio.wait_for(
        client.workspace_symbol_async(types.WorkspaceSymbolParams(query="")), 15
    )
    assert [s.name for s in symbols or []] == ["lookup"], "workspace/symbol did not answer in 15 s"
    for name, path in files.items():
        for request in (
            client.text_document_hover_async(
                types.HoverParams(
                    text_document=types.TextDocumentIdentifier(uri=path.as_uri()),
                    position=types.Position(0, 0),
                )
            ),
            client.text_document_document_symbol_async(
                types.DocumentSymbolParams(
                    text_document=types.TextDocumentIdentifier(uri=path.as_uri())
                )
            ),
            client.text_document_code_lens_async(
                types.CodeLensParams(text_document=types.TextDocumentIdentifier(uri=path.as_uri()))
            ),
        ):
            # Waiting on a FIFO or /dev/stdin would never return: the timeout names the file.
            try:
                await asyncio.wait_for(request, 10)
            except TimeoutError:
                raise AssertionError(f"the server blocked on {name} ({path})") from None


def test_check_reports_special_files_and_goes_on(tmp_path):
    _hostile(tmp_path)
    done = subprocess.run(
        [sys.executable, "-m", "devkit", "check", str(tmp_path), "--format", "json", "--no-cache"],
        capture_output=True,
        text=True,
        timeout=60,
        stdin=subprocess.PIPE,
    )
    findings = json.loads(done.stdout)
    by_file = {Path(f["path"]).name: f for f in findings}
    assert by_file["tool.py"]["code"] == "DK201"
    for name in ("stdin.py", "zero.py", "fifo.py"):
        assert "not a regular file" in by_file[name]["message"], by_file[name]
    assert "big.py" not in by_file  # only too big: skipped with a reason, not an error
