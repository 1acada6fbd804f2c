"""The Tool Devkit language server (pygls 2).

A thin adapter: diagnostics come from `devkit.checker.engine.check_source` (the same
engine as `devkit check`), hover/completion/symbols/scaffolding from `devkit.editor`,
invoke from `devkit.harness`. It never imports or runs workspace code; only an explicit
`devkit.invoke` command runs a tool, in a child process.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import dataclasses
import functools
import gc
import logging
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar
from urllib.parse import unquote

from lsprotocol import types
from pygls.lsp.server import LanguageServer
from pygls.uris import from_fs_path, to_fs_path
from pygls.workspace import TextDocument

from devkit import __version__
from devkit.checker.collect import SKIP_DIRS
from devkit.checker.config import Config, ConfigError, discover_config, parse_config
from devkit.checker.engine import CheckCancelled, check_source, fix_source
from devkit.checker.finding import Finding
from devkit.checker.incremental import IncrementalParser
from devkit.editor.completion import complete
from devkit.editor.document import DocumentView, analyse
from devkit.editor.hover import hover
from devkit.editor.scaffold import args_model_edit, invocation_file, invocation_json, new_tool
from devkit.editor.suppress import suppression_line
from devkit.editor.symbols import Symbol, document_symbols
from devkit.files import MAX_SOURCE_BYTES, read_limited
from devkit.profiles import PROFILES

from .convert import client_range, diagnostic, text_edits
from .documents import use_protocol_lines
from .protocol import DevkitProtocol

log = logging.getLogger("devkit.lsp")
use_protocol_lines()
FIX_ALL_KIND = "source.fixAll.devkit"
INVOKE_COMMAND = "devkit.invoke"
CREATE_INVOCATION_COMMAND = "devkit.createInvocationFile"
T = TypeVar("T")


MAX_DEBOUNCE_MS = 10_000


def _is_rule_selector(code: str) -> bool:
    try:
        parse_config({"select": [code]}, source="editor settings")
    except ConfigError:
        return False
    return True


@dataclasses.dataclass
class ClientSettings:
    """Settings the editor sends (initializationOptions and workspace/configuration `devkit`)."""

    select: list[str] | None = None
    ignore: list[str] | None = None
    debounce_ms: int = 300
    interpreter: str | None = None
    pull_diagnostics: bool = True

    def update(self, raw: Any) -> list[str]:
        """Take the valid settings of `raw`; returns what was rejected, to show the user.

        Validated as `[tool.devkit]` is: a bad entry is named and dropped, the rest of the
        settings (and the rest of a list) stay in force.
        """
        if raw is None:
            return []
        if not isinstance(raw, dict):
            return [f"settings must be an object, got {type(raw).__name__}"]
        problems: list[str] = []
        for key in ("select", "ignore"):
            if key not in raw:
                continue
            value = raw[key]
            if not isinstance(value, list):
                problems.append(f"`{key}` must be a list of rule codes or prefixes; ignored")
                continue
            codes = [c.strip() for c in value if isinstance(c, str) and c.strip()]
            bad = [c for c in codes if not _is_rule_selector(c)]
            bad += [repr(c) for c in value if not isinstance(c, str)]
            if bad:
                problems.append(
                    f"`{key}`: {', '.join(map(str, bad))} is not a rule code or prefix; "
                    "the other entries apply"
                )
            # An empty list is an editor's default ("use pyproject.toml"), not "enable nothing".
            setattr(self, key, [c for c in codes if c not in bad] or None)
        for key in ("debounce", "debounceMs", "debounce_ms"):
            if key not in raw:
                continue
            value = raw[key]
            if (
                isinstance(value, bool)
                or not isinstance(value, (int, float))
                or not 0 <= value <= MAX_DEBOUNCE_MS
            ):
                problems.append(
                    f"`{key}` must be a number of milliseconds from 0 to {MAX_DEBOUNCE_MS}; "
                    f"keeping {self.debounce_ms}"
                )
            else:
                self.debounce_ms = int(value)
        if "interpreter" in raw:
            if isinstance(raw["interpreter"], str):
                self.interpreter = raw["interpreter"].strip() or None
            elif raw["interpreter"] is not None:
                problems.append("`interpreter` must be a path to a Python interpreter")
        if "pullDiagnostics" in raw:
            if isinstance(raw["pullDiagnostics"], bool):
                self.pull_diagnostics = raw["pullDiagnostics"]
            else:
                problems.append("`pullDiagnostics` must be true or false")
        return problems


def safe(default: Any = None) -> Callable[[Callable[..., T]], Callable[..., T]]:
    """Never let a handler's exception reach the client: log it and answer `default`."""

    def wrap(fn: Callable[..., T]) -> Callable[..., T]:
        if asyncio.iscoroutinefunction(fn):

            @functools.wraps(fn)
            async def run_async(ls: DevkitLanguageServer, *args: Any) -> Any:
                try:
                    return await fn(ls, *args)
                except Exception:
                    log.exception("%s failed", fn.__name__)
                    return default

            return run_async  # type: ignore[return-value]

        @functools.wraps(fn)
        def run(ls: DevkitLanguageServer, *args: Any) -> Any:
            try:
                return fn(ls, *args)
            except Exception:
                log.exception("%s failed", fn.__name__)
                return default

        return run  # type: ignore[return-value]

    return wrap


@dataclasses.dataclass
class DocumentState:
    """Everything the server keeps for one open document, and nothing for others."""

    parser: IncrementalParser = dataclasses.field(default_factory=IncrementalParser)
    findings: list[Finding] = dataclasses.field(default_factory=list)
    good_view: DocumentView | None = None  # the last view that parsed (for mid-edit text)
    view: DocumentView | None = None  # the view of the current text (reused until it changes)
    pending: asyncio.Task[None] | None = None  # the debounced check
    generation: int = 0  # bumped by every edit: a running check of an older one stops

    def stop_check(self) -> None:
        self.generation += 1
        if self.pending is not None:
            self.pending.cancel()
            self.pending = None


class DevkitLanguageServer(LanguageServer):
    def __init__(self) -> None:
        super().__init__("devkit", __version__, protocol_cls=DevkitProtocol)
        self.settings = ClientSettings()
        self.pull = False
        self._configs: dict[Path, Config] = {}
        self._docs: dict[str, DocumentState] = {}  # per open document; dropped on didClose
        self._workspace_cache: dict[str, tuple[float, DocumentView]] = {}

    # -- configuration ------------------------------------------------------------------

    def report_settings(self, problems: list[str]) -> None:
        """Rejected editor settings, shown to the user (the log alone goes unread)."""
        for problem in problems:
            log.warning("editor settings: %s", problem)
            self.window_show_message(
                types.ShowMessageParams(
                    type=types.MessageType.Warning, message=f"devkit settings: {problem}"
                )
            )

    def config_for(self, path: str | None) -> Config:
        directory = Path(path).parent if path else Path.cwd()
        config = self._configs.get(directory)
        if config is None:
            try:
                config = discover_config(directory)
            except ConfigError as exc:
                self.window_show_message(
                    types.ShowMessageParams(type=types.MessageType.Error, message=f"devkit: {exc}")
                )
                config = Config(root=directory)
            self._configs[directory] = config
        overrides: dict[str, Any] = {}
        if self.settings.select is not None:
            overrides["select"] = self.settings.select
        if self.settings.ignore is not None:
            overrides["ignore"] = self.settings.ignore
        if overrides:
            try:
                parsed = parse_config(overrides, source="editor settings")
                config = dataclasses.replace(
                    config,
                    select=parsed.select if self.settings.select is not None else config.select,
                    ignore=(*config.ignore, *parsed.ignore),
                )
            except ConfigError as exc:
                log.warning("ignoring editor settings: %s", exc)
        return config

    def forget_configs(self) -> None:
        self._configs.clear()

    # -- diagnostics ----------------------------------------------------------------------

    def lint(
        self, doc: TextDocument, cancelled: Callable[[], bool] | None = None
    ) -> list[types.Diagnostic]:
        """Diagnostics for `doc` (raises CheckCancelled once `cancelled()` turns true)."""
        path = doc.path or to_fs_path(doc.uri) or doc.uri
        state = self.state(doc.uri)
        parser = state.parser if state is not None else None
        result = check_source(
            doc.source, path, self.config_for(doc.path), parser=parser, cancelled=cancelled
        )
        if state is not None:
            state.findings = result.findings
        for failure in (f for f in result.findings if f.code == "DK901"):
            self.window_log_message(
                types.LogMessageParams(
                    type=types.MessageType.Warning, message=f"devkit: {path}: {failure.message}"
                )
            )
        diagnostics = [diagnostic(doc, f) for f in result.findings]
        if result.skipped and result.skipped.startswith("skipped"):
            # Too big to check: say so, rather than show the file as clean.
            diagnostics.append(
                types.Diagnostic(
                    range=types.Range(types.Position(0, 0), types.Position(0, 0)),
                    message=f"devkit did not check this file: {result.skipped}",
                    severity=types.DiagnosticSeverity.Information,
                    source="devkit",
                )
            )
        return diagnostics

    def publish(self, uri: str) -> None:
        doc = self.document(uri)
        diagnostics = self.lint(doc)
        self.text_document_publish_diagnostics(
            types.PublishDiagnosticsParams(uri=uri, version=doc.version, diagnostics=diagnostics)
        )

    def schedule(self, uri: str) -> None:
        """Lint after the debounce; a newer edit cancels the stale run (mid-check too)."""
        state = self._docs.setdefault(uri, DocumentState())
        state.stop_check()
        state.pending = asyncio.ensure_future(self._debounced(uri, state))

    async def _debounced(self, uri: str, state: DocumentState) -> None:
        try:
            if self.settings.debounce_ms:
                await asyncio.sleep(self.settings.debounce_ms / 1000)
            doc = self.document(uri)
            version, source = doc.version, doc.source
            # The check runs in a thread; a newer edit cannot cancel the thread, so the
            # check polls whether it is still the newest one and stops at once if not.
            generation = state.generation

            def stale() -> bool:
                return state.generation != generation

            diagnostics = await asyncio.get_running_loop().run_in_executor(
                None, self.lint, doc, stale
            )
            current = self.document(uri)
            if current.version == version and current.source == source:
                self.text_document_publish_diagnostics(
                    types.PublishDiagnosticsParams(
                        uri=uri, version=version, diagnostics=diagnostics
                    )
                )
        except (asyncio.CancelledError, CheckCancelled):
            pass
        except Exception:
            log.exception("linting %s failed", uri)
        finally:
            if state.pending is asyncio.current_task():
                state.pending = None

    def refresh_all(self) -> None:
        if self.pull:
            self.workspace_diagnostic_refresh(None)
            return
        for uri in list(self.workspace.text_documents):
            self.schedule(uri)

    # -- document views (for hover, completion, symbols, lenses) --------------------------------

    def state(self, uri: str) -> DocumentState | None:
        """What is kept for an open document (None for any other URI: nothing is kept)."""
        if not self.is_open(uri):
            return None
        return self._docs.setdefault(uri, DocumentState())

    def is_open(self, uri: str) -> bool:
        return unquote(uri) in self.workspace.text_documents

    def document(self, uri: str) -> TextDocument:
        """The open document, else the file's text read safely (never pygls's own read).

        Only a regular file under the size limit is read, non-blocking: a workspace symlink to
        `/dev/stdin`, `/dev/zero` or a FIFO must not block or exhaust the server.
        """
        if self.is_open(uri):
            return self.workspace.get_text_document(uri)
        path = to_fs_path(uri)
        text = ""
        if path:
            with contextlib.suppress(OSError, UnicodeDecodeError):
                text = read_limited(path, MAX_SOURCE_BYTES).decode("utf-8")
        return TextDocument(uri, text)

    def view(self, uri: str) -> DocumentView:
        doc = self.document(uri)
        source = doc.source
        # Open documents keep their parser across edits; anything else is parsed once, kept never.
        state = self.state(uri)
        if state is not None and state.view is not None and state.view.source == source:
            return state.view  # hover, lenses, symbols of one version share one analysis
        parser = state.parser if state is not None else None
        view = analyse(source, parser)
        if view.parsed:
            if state is not None:
                state.good_view = state.view = view
            return view
        good = state.good_view if state is not None else None
        if good is not None:
            # Mid-edit text: the current words, with the structure of the last parse.
            view = DocumentView(source, good.model, good.tools, good.functions)
        if state is not None:
            state.view = view
        return view

    def workspace_views(self) -> list[tuple[str, DocumentView]]:
        found = []
        for folder in self.workspace.folders.values():
            root = to_fs_path(folder.uri)
            if not root:
                continue
            for directory, dirnames, filenames in os.walk(root):
                dirnames[:] = [
                    d for d in dirnames if d not in SKIP_DIRS and not d.endswith(".egg-info")
                ]
                for name in filenames:
                    if name.endswith(".py"):
                        found.append(self._file_view(os.path.join(directory, name)))
        return [f for f in found if f is not None]

    def _file_view(self, path: str) -> tuple[str, DocumentView] | None:
        try:
            mtime = os.stat(path).st_mtime
            cached = self._workspace_cache.get(path)
            if cached and cached[0] == mtime:
                return path, cached[1]
            data = read_limited(path, MAX_SOURCE_BYTES)
            view = analyse(data.decode("utf-8")) if b"devkit" in data else DocumentView("")
        except (OSError, UnicodeDecodeError):
            return None
        self._workspace_cache[path] = (mtime, view)
        return path, view

    def interpreter(self) -> str:
        return self.settings.interpreter or sys.executable


server = DevkitLanguageServer()


# -- lifecycle ---------------------------------------------------------------------------------


@server.feature(types.INITIALIZE)
@safe()
def on_initialize(ls: DevkitLanguageServer, params: types.InitializeParams) -> None:
    options = params.initialization_options or {}
    ls.report_settings(
        ls.settings.update(options.get("devkit", options) if isinstance(options, dict) else {})
    )
    text_caps = params.capabilities.text_document
    ls.pull = bool(
        ls.settings.pull_diagnostics and text_caps is not None and text_caps.diagnostic is not None
    )
    if ls.pull:

        @ls.feature(
            types.TEXT_DOCUMENT_DIAGNOSTIC,
            types.DiagnosticOptions(
                identifier="devkit", inter_file_dependencies=False, workspace_diagnostics=False
            ),
        )
        @safe(types.RelatedFullDocumentDiagnosticReport(items=[]))
        def pull_diagnostics(
            ls: DevkitLanguageServer, params: types.DocumentDiagnosticParams
        ) -> types.RelatedFullDocumentDiagnosticReport:
            doc = ls.document(params.text_document.uri)
            return types.RelatedFullDocumentDiagnosticReport(items=ls.lint(doc))


@server.feature(types.INITIALIZED)
@safe()
async def on_initialized(ls: DevkitLanguageServer, params: types.InitializedParams) -> None:
    workspace_caps = ls.client_capabilities.workspace
    if workspace_caps is not None and workspace_caps.configuration:
        await _pull_settings(ls)
    watched = workspace_caps.did_change_watched_files if workspace_caps else None
    if watched is not None and watched.dynamic_registration:
        await ls.client_register_capability_async(
            types.RegistrationParams(
                registrations=[
                    types.Registration(
                        id="devkit-pyproject",
                        method=types.WORKSPACE_DID_CHANGE_WATCHED_FILES,
                        register_options=types.DidChangeWatchedFilesRegistrationOptions(
                            watchers=[types.FileSystemWatcher(glob_pattern="**/pyproject.toml")]
                        ),
                    )
                ]
            )
        )


async def _pull_settings(ls: DevkitLanguageServer) -> None:
    result = await ls.workspace_configuration_async(
        types.ConfigurationParams(items=[types.ConfigurationItem(section="devkit")])
    )
    if result:
        before = dataclasses.replace(ls.settings)
        ls.report_settings(ls.settings.update(result[0]))
        if ls.settings != before:
            ls.refresh_all()  # documents opened before the settings arrived are re-checked


@server.feature(types.WORKSPACE_DID_CHANGE_CONFIGURATION)
@safe()
async def on_configuration(
    ls: DevkitLanguageServer, params: types.DidChangeConfigurationParams
) -> None:
    settings = params.settings
    if isinstance(settings, dict) and settings:
        ls.report_settings(ls.settings.update(settings.get("devkit", settings)))
    elif ls.client_capabilities.workspace and ls.client_capabilities.workspace.configuration:
        await _pull_settings(ls)
    ls.forget_configs()
    ls.refresh_all()


@server.feature(types.WORKSPACE_DID_CHANGE_WATCHED_FILES)
@safe()
def on_watched_files(ls: DevkitLanguageServer, params: types.DidChangeWatchedFilesParams) -> None:
    if any(change.uri.endswith("pyproject.toml") for change in params.changes):
        ls.forget_configs()
        ls.refresh_all()


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
    if _wants(params, FIX_ALL_KIND):
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
    for profile in PROFILES.values():
        import_line, code = new_tool(profile)
        edits = [types.TextEdit(range=at, new_text=code + "\n")]
        if import_line not in doc.source:
            top = _import_position(doc)
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
    target = _invocation_path(doc.path or "", tool.name)
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


# -- hover, completion, symbols, lenses ---------------------------------------------------------------


@server.feature(types.TEXT_DOCUMENT_HOVER)
@safe()
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
def on_document_symbols(
    ls: DevkitLanguageServer, params: types.DocumentSymbolParams
) -> list[types.DocumentSymbol]:
    doc = ls.document(params.text_document.uri)
    return [_symbol(doc, s) for s in document_symbols(ls.view(doc.uri))]


@server.feature(types.WORKSPACE_SYMBOL)
@safe([])
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


# -- commands ----------------------------------------------------------------------------------------


def _invocation_path(source_path: str, tool: str) -> Path:
    path = Path(source_path)
    return path.with_name(f"{path.stem}.{tool}.invocation.json")


@server.command(INVOKE_COMMAND)
async def invoke_tool(ls: DevkitLanguageServer, *arguments: Any) -> dict[str, Any]:
    """Run the harness for (uri, tool[, options]); returns the JSON report."""
    from devkit.harness.options import HarnessUsageError, build_request
    from devkit.harness.parent import run_in_child

    if len(arguments) < 2 or not all(isinstance(a, str) for a in arguments[:2]):
        return {
            "status": "usage_error",
            "error": {
                "type": "UsageError",
                "message": "devkit.invoke takes (uri, tool name[, options])",
            },
        }
    uri, tool = arguments[0], arguments[1]
    options = dict(arguments[2]) if len(arguments) > 2 and isinstance(arguments[2], dict) else {}
    path = to_fs_path(uri)
    if not path:
        return {
            "status": "usage_error",
            "error": {"type": "UsageError", "message": f"not a file: {uri}"},
        }
    invocation = _invocation_path(path, tool)
    if invocation.is_file() and "invocation" not in options:
        options["invocation"] = str(invocation)
    try:
        request = build_request(f"{path}:{tool}", options)
        report = await asyncio.to_thread(run_in_child, request, ls.interpreter())
    except HarnessUsageError as exc:
        report = {
            "status": "usage_error",
            "tool": tool,
            "error": {"type": "UsageError", "message": str(exc)},
        }
    except Exception as exc:  # the server stays up whatever the harness does
        log.exception("invoke failed")
        report = {
            "status": "usage_error",
            "tool": tool,
            "error": {"type": type(exc).__name__, "message": str(exc)},
        }
    summary = f"{tool}: {report.get('status')}"
    if report.get("duration_ms") is not None:
        summary += f" in {report['duration_ms']:.0f} ms"
    if report.get("error"):
        summary += f": {report['error'].get('message', '')}"[:200]
    ls.window_show_message(
        types.ShowMessageParams(
            type=types.MessageType.Info
            if report.get("status") == "ok"
            else types.MessageType.Warning,
            message=summary,
        )
    )
    return report


@server.command(CREATE_INVOCATION_COMMAND)
@safe(None)
def create_invocation(ls: DevkitLanguageServer, *arguments: Any) -> str | None:
    """Write `<file>.<tool>.invocation.json` next to the source (if absent); returns its path."""
    if len(arguments) < 2:
        return None
    uri, tool_name = str(arguments[0]), str(arguments[1])
    path = to_fs_path(uri)
    if not path:
        return None
    view = ls.view(uri)
    tool = next((t for t in view.tools if t.name == tool_name), None)
    if tool is None:
        return None
    target = _invocation_path(path, tool_name)
    if not target.exists():
        target.write_text(invocation_json(invocation_file(view, tool, path)), encoding="utf-8")
    ls.window_show_document(types.ShowDocumentParams(uri=from_fs_path(str(target)) or str(target)))
    return str(target)


LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")


def _address(value: str) -> tuple[str, int]:
    host, sep, port = value.rpartition(":")
    if not sep or not port.isdigit() or not 0 < int(port) < 65536:
        raise argparse.ArgumentTypeError(
            f"expected HOST:PORT with a port from 1 to 65535 (e.g. 127.0.0.1:2087), got {value!r}"
        )
    return host or "127.0.0.1", int(port)


def _level(value: str) -> str:
    if value.upper() not in LOG_LEVELS:
        raise argparse.ArgumentTypeError(f"one of {', '.join(LOG_LEVELS)}, got {value!r}")
    return value.upper()


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        prog="devkit lsp", description="The Tool Devkit language server."
    )
    parser.add_argument("--stdio", action="store_true", help="use stdio (the default)")
    parser.add_argument(
        "--tcp", metavar="HOST:PORT", type=_address, help="listen on TCP instead, for debugging"
    )
    parser.add_argument("--log-level", type=_level, default="WARNING", help=", ".join(LOG_LEVELS))
    args = parser.parse_args(argv)  # a bad value: a usage message and exit 2, no traceback
    logging.basicConfig(stream=sys.stderr, level=args.log_level)  # stdout is the wire
    logging.getLogger("pygls").setLevel(logging.WARNING)
    # Each check allocates a whole CST; with the default thresholds the collector keeps
    # rescanning long-lived objects mid-check (the p95 spikes in bench/lsp_latency.py).
    gc.freeze()
    gc.set_threshold(50_000, 20, 100)
    if args.tcp:
        host, port = args.tcp
        # Said on stderr: stdout stays free, and the user knows where to connect.
        print(f"devkit lsp: listening on {host}:{port}", file=sys.stderr, flush=True)
        try:
            server.start_tcp(host, port)
        except OSError as exc:
            print(
                f"devkit lsp: cannot listen on {host}:{port}: {exc.strerror or exc}",
                file=sys.stderr,
            )
            sys.exit(2)
        return
    server.start_io()
    # The protocol's exit code: 0 after `shutdown`, 1 when the client left without it.
    sys.exit(0 if server.protocol._shutdown else 1)
