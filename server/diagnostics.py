"""Document sync: open, change, save and close start (or stop) the checks."""

from __future__ import annotations

from lsprotocol import types

from .core import DevkitLanguageServer, server
from .state import safe

# -- documents -----------------------------------------------------------------------------------


@server.feature(types.TEXT_DOCUMENT_DID_OPEN)
@safe()
def did_open(ls: DevkitLanguageServer, params: types.DidOpenTextDocumentParams) -> None:
    if not ls.pull:
        ls.publish(params.text_document.uri)


@server.feature(types.TEXT_DOCUMENT_DID_CHANGE)
@safe()
def did_change(ls: DevkitLanguageServer, params: types.DidChangeTextDocumentParams) -> None:
    if not ls.pull:
        ls.schedule(params.text_document.uri)


@server.feature(types.TEXT_DOCUMENT_DID_SAVE)
@safe()
def did_save(ls: DevkitLanguageServer, params: types.DidSaveTextDocumentParams) -> None:
    if params.text_document.uri.endswith("pyproject.toml"):
        ls.forget_configs()
        ls.refresh_all()
    elif not ls.pull:
        ls.schedule(params.text_document.uri)


@server.feature(types.TEXT_DOCUMENT_DID_CLOSE)
@safe()
def did_close(ls: DevkitLanguageServer, params: types.DidCloseTextDocumentParams) -> None:
    uri = params.text_document.uri
    state = ls._docs.pop(uri, None)
    if state is not None:
        state.stop_check()  # and everything kept for the document goes with it
    ls.text_document_publish_diagnostics(types.PublishDiagnosticsParams(uri=uri, diagnostics=[]))
