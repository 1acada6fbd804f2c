"""Hover, completion, document and workspace symbols, code lenses."""

from __future__ import annotations

from pathlib import Path

from lsprotocol import types
from pygls.uris import from_fs_path
from pygls.workspace import TextDocument

from devkit.editor.completion import complete
from devkit.editor.hover import hover
from devkit.editor.symbols import Symbol, document_symbols

from .convert import client_range
from .core import INVOKE_COMMAND, DevkitLanguageServer, off_loop, server
from .state import safe

# -- hover, completion, symbols, lenses ---------------------------------------------------------------


@server.feature(types.TEXT_DOCUMENT_HOVER)
@safe()
@off_loop
def on_hover(ls: DevkitLanguageServer, params: types.HoverParams) -> types.Hover | None:
    doc = ls.document(params.text_document.uri)
    position = doc.position_from_client_units(params.position)
    found = hover(ls.view(doc.uri), position.line, position.character)
    if found is None:
        return None
    text, (start, end) = found
    return types.Hover(
        contents=types.MarkupContent(kind=types.MarkupKind.Markdown, value=text),
        range=client_range(doc, position.line, start, position.line, end),
    )


@server.feature(types.TEXT_DOCUMENT_COMPLETION, types.CompletionOptions(trigger_characters=["."]))
@safe()
@off_loop
def on_completion(
    ls: DevkitLanguageServer, params: types.CompletionParams
) -> types.CompletionList | None:
    doc = ls.document(params.text_document.uri)
    position = doc.position_from_client_units(params.position)
    items = complete(ls.view(doc.uri), position.line, position.character)
    if items is None:
        return None
    return types.CompletionList(
        is_incomplete=False,
        items=[
            types.CompletionItem(
                label=item.label,
                kind=types.CompletionItemKind.Method
                if item.is_method
                else types.CompletionItemKind.Field,
                detail=item.detail,
                documentation=types.MarkupContent(
                    kind=types.MarkupKind.Markdown, value=item.documentation
                ),
                sort_text=item.sort_text,
                insert_text=item.insert_text,
            )
            for item in items
        ],
    )


_SYMBOL_KIND = {
    "function": types.SymbolKind.Function,
    "class": types.SymbolKind.Class,
    "property": types.SymbolKind.Property,
}


def _symbol(doc: TextDocument, symbol: Symbol) -> types.DocumentSymbol:
    return types.DocumentSymbol(
        name=symbol.name,
        detail=symbol.detail,
        kind=_SYMBOL_KIND[symbol.kind],
        range=client_range(doc, *symbol.span),
        selection_range=client_range(doc, *symbol.selection),
        children=[_symbol(doc, child) for child in symbol.children],
    )


@server.feature(types.TEXT_DOCUMENT_DOCUMENT_SYMBOL)
@safe([])
@off_loop
def on_document_symbols(
    ls: DevkitLanguageServer, params: types.DocumentSymbolParams
) -> list[types.DocumentSymbol]:
    doc = ls.document(params.text_document.uri)
    return [_symbol(doc, s) for s in document_symbols(ls.view(doc.uri))]


@server.feature(types.WORKSPACE_SYMBOL)
@safe([])
@off_loop
def on_workspace_symbols(
    ls: DevkitLanguageServer, params: types.WorkspaceSymbolParams
) -> list[types.WorkspaceSymbol]:
    query = params.query.lower()
    results = []
    for path, view in ls.workspace_views():
        uri = from_fs_path(path) or path
        doc = TextDocument(uri, view.source)
        for symbol in document_symbols(view):
            if query in symbol.name.lower():
                results.append(
                    types.WorkspaceSymbol(
                        name=symbol.name,
                        kind=_SYMBOL_KIND[symbol.kind],
                        location=types.Location(
                            uri=uri, range=client_range(doc, *symbol.selection)
                        ),
                        container_name=Path(path).name,
                    )
                )
    return results


@server.feature(types.TEXT_DOCUMENT_CODE_LENS)
@safe([])
@off_loop
def on_code_lens(ls: DevkitLanguageServer, params: types.CodeLensParams) -> list[types.CodeLens]:
    doc = ls.document(params.text_document.uri)
    lenses = []
    for tool in ls.view(doc.uri).tools:
        line = tool.name_span.line - 1
        lenses.append(
            types.CodeLens(
                range=client_range(doc, line, 0, line, 0),
                command=types.Command(
                    title="▶ Invoke", command=INVOKE_COMMAND, arguments=[doc.uri, tool.name]
                ),
            )
        )
    return lenses
