"""Code actions: quick fixes, suppress, fix-all, scaffolding."""

from __future__ import annotations

from typing import Any

from lsprotocol import types
from pygls.uris import from_fs_path
from pygls.workspace import TextDocument

from devkit.checker.engine import fix_source
from devkit.checker.finding import Finding
from devkit.editor.document import DocumentView
from devkit.editor.scaffold import args_model_edit, invocation_file, invocation_json, new_tool
from devkit.editor.suppress import suppression_line
from devkit.profiles import PROFILES

from .commands import invocation_path
from .convert import client_range, text_edits
from .core import (
    CREATE_INVOCATION_COMMAND,
    FIX_ALL_KIND,
    DevkitLanguageServer,
    off_loop,
    server,
)
from .state import DocumentState, safe

# -- code actions ------------------------------------------------------------------------------------


def _findings_for(ls: DevkitLanguageServer, params: types.CodeActionParams) -> list[Finding]:
    """Our findings in the request: from diagnostic data (never echoed ranges), else the cache."""
    found = []
    for diag in params.context.diagnostics:
        data = diag.data if isinstance(diag.data, dict) else None
        if diag.source == "devkit" and data and isinstance(data.get("finding"), dict):
            try:
                found.append(Finding.from_json(data["finding"]))
            except (KeyError, TypeError, ValueError):
                continue
    if found or params.context.diagnostics:
        return found
    line = params.range.start.line
    return [
        f
        for f in (ls.state(params.text_document.uri) or DocumentState()).findings
        if f.line - 1 <= line <= f.end_line - 1
    ]


def _wants(params: types.CodeActionParams, kind: str) -> bool:
    only = params.context.only
    return not only or any(kind == k or kind.startswith(f"{k}.") for k in only)


def _asked_for(params: types.CodeActionParams, kind: str) -> bool:
    """Whether the client asked for this kind by name: fixing the whole file re-checks it
    until nothing changes, too much for the unfiltered request an editor sends whenever
    the cursor moves (the lightbulb)."""
    only = params.context.only or ()
    return any(kind == k or kind.startswith(f"{k}.") for k in only)


@server.feature(
    types.TEXT_DOCUMENT_CODE_ACTION,
    types.CodeActionOptions(
        code_action_kinds=[
            types.CodeActionKind.QuickFix,
            FIX_ALL_KIND,
            types.CodeActionKind.RefactorRewrite,
            types.CodeActionKind.Source,
        ]
    ),
)
@safe([])
@off_loop
def code_action(ls: DevkitLanguageServer, params: types.CodeActionParams) -> list[types.CodeAction]:
    uri = params.text_document.uri
    doc = ls.document(uri)
    actions: list[types.CodeAction] = []
    if _wants(params, types.CodeActionKind.QuickFix):
        for finding in _findings_for(ls, params):
            if finding.fix is not None:
                actions.append(
                    types.CodeAction(
                        title=f"Fix {finding.code}: {finding.fix.title}"
                        + (" (unsafe)" if finding.fix.applicability != "safe" else ""),
                        kind=types.CodeActionKind.QuickFix,
                        is_preferred=finding.fix.applicability == "safe",
                        edit=types.WorkspaceEdit(changes={uri: text_edits(doc, finding.fix.edits)}),
                    )
                )
            line = finding.line - 1
            if 0 <= line < len(doc.lines):
                new_line = suppression_line(doc.lines[line].rstrip("\r\n"), finding.code)
                actions.append(
                    types.CodeAction(
                        title=f"Suppress {finding.code} on this line",
                        kind=types.CodeActionKind.QuickFix,
                        edit=types.WorkspaceEdit(
                            changes={
                                uri: [
                                    types.TextEdit(range=_line_range(doc, line), new_text=new_line)
                                ]
                            }
                        ),
                    )
                )
    if _asked_for(params, FIX_ALL_KIND):
        fixed, _, applied = fix_source(doc.source, doc.path or uri, ls.config_for(doc.path))
        if applied and fixed != doc.source:
            actions.append(
                types.CodeAction(
                    title="Fix all safe devkit findings",
                    kind=FIX_ALL_KIND,
                    edit=types.WorkspaceEdit(
                        changes={uri: [types.TextEdit(range=_whole(doc), new_text=fixed)]}
                    ),
                )
            )
    if _wants(params, types.CodeActionKind.RefactorRewrite):
        actions.extend(_scaffolding(ls, doc, params.range.start.line))
    return actions


def _line_range(doc: TextDocument, line: int) -> types.Range:
    text = doc.lines[line]
    return client_range(doc, line, 0, line, len(text))


def _whole(doc: TextDocument) -> types.Range:
    """The whole document, its final line break included (else each fix-all adds one)."""
    lines = doc.lines
    if not lines:
        return types.Range(types.Position(0, 0), types.Position(0, 0))
    if lines[-1].endswith(("\n", "\r")):
        return types.Range(types.Position(0, 0), types.Position(len(lines), 0))
    last = len(lines) - 1
    return client_range(doc, 0, 0, last, len(lines[last]))


def _import_position(doc: TextDocument) -> int:
    """The line after any module docstring and `from __future__` imports."""
    position = 0
    for i, text in enumerate(doc.lines):
        stripped = text.strip()
        if stripped.startswith("from __future__"):
            position = i + 1
    return position


def _scaffolding(ls: DevkitLanguageServer, doc: TextDocument, line: int) -> list[types.CodeAction]:
    actions = []
    uri = doc.uri
    at = client_range(doc, line, 0, line, 0)
    top = _import_position(doc)
    for profile in PROFILES.values():
        import_line, code = new_tool(profile, source=doc.source)
        edits = [types.TextEdit(range=at, new_text=code + "\n")]
        if import_line not in doc.source:
            edits.insert(
                0,
                types.TextEdit(
                    range=client_range(doc, top, 0, top, 0), new_text=import_line + "\n"
                ),
            )
        actions.append(
            types.CodeAction(
                title=f"Devkit: new {profile.name} tool here",
                kind=types.CodeActionKind.RefactorRewrite,
                edit=types.WorkspaceEdit(changes={uri: edits}),
            )
        )
    view = ls.view(uri)
    tool = view.tool_at(line)
    if tool is None:
        return actions
    model_edit = args_model_edit(view, tool) if view.parsed else None
    if model_edit is not None:
        insert_line, class_code, (def_line, start, end, annotated) = model_edit
        edits = [
            types.TextEdit(
                range=client_range(doc, insert_line, 0, insert_line, 0), new_text=class_code
            ),
            types.TextEdit(
                range=client_range(doc, def_line, start, def_line, end), new_text=annotated
            ),
        ]
        if "BaseModel" not in doc.source:
            top = _import_position(doc)
            edits.insert(
                0,
                types.TextEdit(
                    range=client_range(doc, top, 0, top, 0),
                    new_text="from pydantic import BaseModel\n",
                ),
            )
        actions.append(
            types.CodeAction(
                title=f"Devkit: create args model for {tool.name}",
                kind=types.CodeActionKind.RefactorRewrite,
                edit=types.WorkspaceEdit(changes={uri: edits}),
            )
        )
    if doc.path:
        actions.append(_invocation_action(ls, doc, view, tool))
    return actions


def _supports_create(ls: DevkitLanguageServer) -> bool:
    caps = ls.client_capabilities.workspace
    edit_caps = caps.workspace_edit if caps else None
    operations = edit_caps.resource_operations if edit_caps else None
    return bool(
        operations
        and edit_caps is not None
        and types.ResourceOperationKind.Create in operations
        and edit_caps.document_changes
    )


def _invocation_action(
    ls: DevkitLanguageServer, doc: TextDocument, view: DocumentView, tool: Any
) -> types.CodeAction:
    """Create the invocation file as a workspace edit when the client can, else via our command."""
    target = invocation_path(doc.path or "", tool.name)
    title = f"Devkit: create invocation file for {tool.name}"
    if target.exists() or not _supports_create(ls):
        # A command-only action must also carry an edit-less CodeAction shape: give it a kind.
        return types.CodeAction(
            title=title,
            kind=types.CodeActionKind.RefactorRewrite,
            command=types.Command(
                title=title, command=CREATE_INVOCATION_COMMAND, arguments=[doc.uri, tool.name]
            ),
            edit=types.WorkspaceEdit(changes={}),
        )
    target_uri = from_fs_path(str(target)) or str(target)
    content = invocation_json(invocation_file(view, tool, doc.path or ""))
    edit = types.WorkspaceEdit(
        document_changes=[
            types.CreateFile(
                uri=target_uri, options=types.CreateFileOptions(ignore_if_exists=True)
            ),
            types.TextDocumentEdit(
                text_document=types.OptionalVersionedTextDocumentIdentifier(
                    uri=target_uri, version=None
                ),
                edits=[
                    types.TextEdit(
                        range=types.Range(types.Position(0, 0), types.Position(0, 0)),
                        new_text=content,
                    )
                ],
            ),
        ]
    )
    return types.CodeAction(title=title, kind=types.CodeActionKind.RefactorRewrite, edit=edit)
