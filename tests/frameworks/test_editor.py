"""The language server on real-framework code: diagnostics, hover, completion, the Invoke
lens running the tool through the framework on the interpreter the settings name."""

from __future__ import annotations

import shutil

import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient

from tests.lsp.conftest import ROOT, SERVER, open_and_wait, start

from .environments import BY_NAME, ensure


@pytest_lsp.fixture(config=ClientServerConfig(server_command=SERVER))
async def client(lsp_client: LanguageClient, tmp_path):
    await start(lsp_client, tmp_path, {"interpreter": str(ensure(BY_NAME["fastmcp-4"]))})
    yield
    await lsp_client.shutdown_session()


async def test_a_fastmcp_file_gets_diagnostics_hover_and_an_invoke_lens(client, tmp_path):
    path = tmp_path / "notes.py"
    shutil.copy(ROOT / "examples" / "fastmcp" / "notes.py", path)
    diagnostics = await open_and_wait(client, path)
    assert {"DK005", "DK401", "DK201", "DK402", "DK002", "DK004"} <= {d.code for d in diagnostics}
    document = types.TextDocumentIdentifier(uri=path.as_uri())
    line = next(i for i, t in enumerate(path.read_text().splitlines()) if "ctx.info(" in t)
    hover = await client.text_document_hover_async(
        types.HoverParams(text_document=document, position=types.Position(line, 9))
    )
    assert "await ctx.info" in hover.contents.value and "fastmcp 4.x" in hover.contents.value
    lenses = await client.text_document_code_lens_async(
        types.CodeLensParams(text_document=document)
    )
    assert len(lenses) == 4
    add_note = next(lens for lens in lenses if lens.command.arguments[1] == "add_note")
    report = await client.workspace_execute_command_async(
        types.ExecuteCommandParams(
            command=add_note.command.command,
            arguments=[*add_note.command.arguments, {"args": '{"text": "milk"}'}],
        )
    )
    assert report["status"] == "ok" and report["result"] == "1 notes", report
    assert report["profile"] == "fastmcp"
