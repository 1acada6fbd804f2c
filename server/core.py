"""The language server object: documents, configuration, checks, views (no handlers)."""

from __future__ import annotations

import asyncio
import contextlib
import ctypes
import dataclasses
import functools
import logging
import os
import sys
import threading
from collections import deque
from collections.abc import Callable
from concurrent.futures import Executor, Future
from pathlib import Path
from typing import Any
from urllib.parse import unquote

from lsprotocol import types
from pygls.lsp.server import LanguageServer
from pygls.uris import to_fs_path
from pygls.workspace import TextDocument

from devkit import __version__
from devkit.checker.collect import SKIP_DIRS
from devkit.checker.config import Config, ConfigError, discover_config, parse_config
from devkit.checker.depth import WORKER_STACK_BYTES, deep_recursion
from devkit.checker.engine import CheckCancelled, check_source
from devkit.checker.finding import Finding
from devkit.editor.document import DocumentView, analyse, view_of
from devkit.files import MAX_SOURCE_BYTES, read_limited
from devkit.profiles import may_need_analysis

from .convert import diagnostic
from .documents import use_protocol_lines
from .protocol import DevkitProtocol, converter
from .state import ClientSettings, DocumentState

log = logging.getLogger("devkit.lsp")
use_protocol_lines()
FIX_ALL_KIND = "source.fixAll.devkit"
INVOKE_COMMAND = "devkit.invoke"
CREATE_INVOCATION_COMMAND = "devkit.createInvocationFile"


class _Worker:
    """The one thread that checks documents and answers editor requests, checks first.

    One thread: a document's incremental parser is never used by two at once, and a burst
    of edits does not start a thread per edit (each stale check stops at its next
    checkpoint; the newest waits only for that). Checks first: an edit's diagnostics never
    wait behind the lenses, symbols and code actions asked for after the previous edit.
    """

    def __init__(self) -> None:
        self._queues: tuple[deque[Any], deque[Any]] = (deque(), deque())  # checks, the rest
        self._ready = threading.Condition()
        # A stack of known size: checks recurse deep on deep trees (devkit/checker/depth.py)
        default = threading.stack_size(WORKER_STACK_BYTES)
        try:
            threading.Thread(target=self._run, name="devkit-check", daemon=True).start()
        finally:
            threading.stack_size(default)

    def put(self, work: Callable[[], Any], urgent: bool) -> Future[Any]:
        future: Future[Any] = Future()
        with self._ready:
            self._queues[0 if urgent else 1].append((future, work))
            self._ready.notify()
        return future

    def _run(self) -> None:
        while True:
            with self._ready:
                while not (self._queues[0] or self._queues[1]):
                    self._ready.wait()
                future, work = (self._queues[0] or self._queues[1]).popleft()
            if not future.set_running_or_notify_cancel():
                continue
            try:
                with deep_recursion():  # hover, lenses and fixes walk the same deep trees
                    result = work()
                future.set_result(result)
            except BaseException as exc:  # CheckCancelled included: the caller expects it
                future.set_exception(exc)


class _Lane(Executor):
    """An executor handing work to the worker, with one priority."""

    def __init__(self, worker: _Worker, urgent: bool) -> None:
        self._worker, self._urgent = worker, urgent

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Future[Any]:
        return self._worker.put(functools.partial(fn, *args, **kwargs), self._urgent)


_WORKER = _Worker()
CHECKS = _Lane(_WORKER, urgent=True)
REQUESTS = _Lane(_WORKER, urgent=False)  # editor features (see `off_loop`), and tidying up


def _trimmer() -> Callable[[], None]:
    """Hands freed heap back to the system (glibc only). The parser's native allocations
    leave the C heap fragmented; without this the server's RSS creeps up with every few
    hundred edits although the objects are gone (bench/lsp_memory.py)."""
    if not sys.platform.startswith("linux"):
        return lambda: None
    try:
        trim = ctypes.CDLL("libc.so.6").malloc_trim
    except (OSError, AttributeError):
        return lambda: None
    return lambda: trim(0) and None


TRIM_HEAP = _trimmer()


def _collected(future: asyncio.Future[Any]) -> None:
    """Marks a check's outcome as seen: a stale check ends in CheckCancelled, and its task
    may be gone (cancelled, even before it started) when it does."""
    if not future.cancelled():
        future.exception()


def off_loop(handler: Callable[..., Any]) -> Callable[..., Any]:
    """A feature handler run on the check thread: never on the event loop (edits keep
    arriving while it works) and never beside a check (both use a document's parser)."""

    @functools.wraps(handler)
    async def run(ls: Any, *args: Any) -> Any:
        # Queued behind any check (the worker takes checks first), so a request after an
        # edit answers from that edit's analysis.
        work = functools.partial(handler, ls, *args)
        return await asyncio.get_running_loop().run_in_executor(REQUESTS, work)

    return run


class DevkitLanguageServer(LanguageServer):
    def __init__(self) -> None:
        super().__init__(
            "devkit", __version__, protocol_cls=DevkitProtocol, converter_factory=converter
        )
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
            state.checked = (doc.source, result.model) if result.model is not None else None
        for failure in (f for f in result.findings if f.code == "DK901"):
            self.window_log_message(
                types.LogMessageParams(
                    type=types.MessageType.Warning, message=f"devkit: {path}: {failure.message}"
                )
            )
        diagnostics = self._converted(doc, result.findings, state)
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

    def _converted(
        self, doc: TextDocument, findings: list[Finding], state: DocumentState | None
    ) -> list[types.Diagnostic]:
        """The findings as diagnostics, reusing the last check's for unchanged findings."""
        if state is None or not doc.source.isascii():
            if state is not None:
                state.diagnostics = {}
            return [diagnostic(doc, f) for f in findings]
        known, fresh = state.diagnostics, {}
        for finding in findings:
            fresh[finding] = known.get(finding) or diagnostic(doc, finding)
        state.diagnostics = fresh
        return list(fresh.values()) if len(fresh) == len(findings) else [fresh[f] for f in findings]

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
        # Without a debounce the check is queued now, ahead of the requests that follow the
        # edit (lenses, symbols, the lightbulb), which run on the same thread after it.
        started = None if self.settings.debounce_ms else self._start_check(uri, state)
        state.pending = asyncio.ensure_future(self._debounced(uri, state, started))

    def _start_check(self, uri: str, state: DocumentState) -> tuple[Any, int | None, str]:
        """The check of the document as it is now, queued: (future, version, text)."""
        doc = self.document(uri)
        # The check runs in a thread; a newer edit cannot cancel the thread, so the check
        # polls whether it is still the newest one and stops at once if not.
        generation = state.generation

        def stale() -> bool:
            return state.generation != generation

        future = asyncio.get_running_loop().run_in_executor(CHECKS, self.lint, doc, stale)
        future.add_done_callback(_collected)
        return future, doc.version, doc.source

    async def _debounced(
        self, uri: str, state: DocumentState, started: tuple[Any, int | None, str] | None
    ) -> None:
        try:
            if started is None:
                await asyncio.sleep(self.settings.debounce_ms / 1000)
                started = self._start_check(uri, state)
            future, version, source = started
            diagnostics = await future
            REQUESTS.submit(TRIM_HEAP)  # after the check, on its thread (0.02 ms)
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
        path = doc.path or "<editor>"
        if state is not None and state.checked is not None and state.checked[0] == source:
            view = view_of(source, state.checked[1], parser)  # the check's own analysis
        else:
            view = analyse(source, parser, path=path, config=self.config_for(doc.path))
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
            text = data.decode("utf-8")
            view = (
                analyse(text, path=path, config=self.config_for(path))
                if may_need_analysis(data)
                else DocumentView("")
            )
        except (OSError, UnicodeDecodeError):
            return None
        self._workspace_cache[path] = (mtime, view)
        return path, view

    def interpreter(self) -> str:
        return self.settings.interpreter or sys.executable


server = DevkitLanguageServer()
