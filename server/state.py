"""What the server keeps: editor settings (validated), per-document state, safe handlers."""

from __future__ import annotations

import asyncio
import dataclasses
import functools
import logging
from collections.abc import Callable
from typing import Any, TypeVar

from devkit.checker.config import ConfigError, parse_config
from devkit.checker.finding import Finding
from devkit.checker.incremental import IncrementalParser
from devkit.editor.document import DocumentView

log = logging.getLogger("devkit.lsp")
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
            async def run_async(ls: Any, *args: Any) -> Any:
                try:
                    return await fn(ls, *args)
                except Exception:
                    log.exception("%s failed", fn.__name__)
                    return default

            return run_async  # type: ignore[return-value]

        @functools.wraps(fn)
        def run(ls: Any, *args: Any) -> Any:
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
    checked: tuple[str, Any] | None = None  # (text, its analysis) of the last check
    generation: int = 0  # bumped by every edit: a running check of an older one stops
    # The diagnostics of the last check, per finding, while the text is ASCII (positions in
    # every encoding are then the finding's own): an edit re-converts only what changed.
    diagnostics: dict[Finding, Any] = dataclasses.field(default_factory=dict)

    def stop_check(self) -> None:
        self.generation += 1
        if self.pending is not None:
            self.pending.cancel()
            self.pending = None
