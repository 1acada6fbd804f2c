from __future__ import annotations

import asyncio
import os
import sys
from pathlib import Path

import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

ROOT = Path(__file__).resolve().parents[2]
SERVER = [sys.executable, "-m", "devkit_server"]


async def start(
    client: LanguageClient,
    root: Path,
    options: dict | None = None,
    capabilities: types.ClientCapabilities | None = None,
) -> types.InitializeResult:
    # VS Code accepts dynamic registrations (the server watches pyproject.toml); so does this client.
    client.registrations = []

    @client.feature(types.CLIENT_REGISTER_CAPABILITY)
    def register(params: types.RegistrationParams) -> None:
        client.registrations.extend(params.registrations)

    return await client.initialize_session(
        types.InitializeParams(
            capabilities=capabilities or client_capabilities("visual-studio-code"),
            initialization_options={"debounce": 0, "pullDiagnostics": False, **(options or {})},
            workspace_folders=[types.WorkspaceFolder(uri=root.as_uri(), name="ws")],
            root_uri=root.as_uri(),
        )
    )


@pytest_lsp.fixture(config=ClientServerConfig(server_command=SERVER))
async def client(lsp_client: LanguageClient, tmp_path):
    lsp_client.set_configuration({"debounce": 0}, section="devkit")
    await start(lsp_client, tmp_path)
    yield
    await lsp_client.shutdown_session()


async def open_and_wait(
    client: LanguageClient, path: Path, text: str | None = None
) -> list[types.Diagnostic]:
    uri = path.as_uri()
    text = path.read_text(encoding="utf-8") if text is None else text
    waiter = asyncio.ensure_future(
        client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    )
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(
                uri=uri, language_id="python", version=1, text=text
            )
        )
    )
    await asyncio.wait_for(waiter, 20)
    return client.diagnostics[uri]


async def change_and_wait(
    client: LanguageClient, uri: str, text: str, version: int
) -> list[types.Diagnostic]:
    waiter = asyncio.ensure_future(
        client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    )
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=text)],
        )
    )
    await asyncio.wait_for(waiter, 20)
    return client.diagnostics[uri]


def env(**extra: str) -> dict[str, str]:
    return {**os.environ, **extra}
