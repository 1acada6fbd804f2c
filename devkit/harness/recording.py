"""Records streamed from a running tool: logs, events, artifacts, teardowns, the outcome.

The child process writes each record as a JSON line to a pipe the parent reads as it
happens, so a child that is killed still leaves behind everything up to that point
(registered teardowns included), and nothing of the run is ever written to disk.
"""

from __future__ import annotations

import json
import logging
import os
import threading
from collections.abc import Callable
from typing import Any

from .redaction import Masker, sanitize

DEFAULT_MAX_RESULT = 1_000_000  # characters of JSON kept of a tool's result
DEFAULT_MAX_OUTPUT = 1_000_000  # bytes kept of each of the tool's stdout and stderr


def jsonable(value: Any) -> Any:
    """JSON-ready data for any tool value; unknown objects become their repr."""
    try:
        from pydantic_core import to_jsonable_python  # imported here: the parent never needs it
    except ImportError:  # an interpreter without devkit's dependencies: report that much
        return sanitize(value)
    try:
        return sanitize(to_jsonable_python(value, fallback=repr, serialize_unknown=True))
    except RecursionError:
        return "<a value nested too deeply to show>"
    except Exception:
        try:
            return sanitize(repr(value))
        except Exception as exc:  # a broken __repr__ must not take the report with it
            return f"<unprintable {type(value).__name__}: repr() raised {type(exc).__name__}>"


def bounded(value: Any, limit: int) -> tuple[Any, dict[str, int] | None]:
    """The value, or (when its JSON is over `limit` characters) its JSON text cut to `limit`."""
    if isinstance(value, str) and len(value) <= limit // 2:
        return value, None
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (ValueError, RecursionError):
        text = repr(value)
    if len(text) <= limit:
        return value, None
    return text[:limit], {"size": len(text), "kept": limit}


class Sink:
    """Receives records; `emit` is safe from any thread and masks known secrets first."""

    def __init__(self, secrets: list[str] | None = None) -> None:
        self._lock = threading.Lock()
        self.masker = Masker(secrets or [])

    def add_secrets(self, secrets: list[str]) -> None:
        self.masker.add(secrets)

    def emit(self, kind: str, **data: Any) -> None:
        record = self.masker.record({"kind": kind, **{k: jsonable(v) for k, v in data.items()}})
        with self._lock:
            self._write(record)

    def _write(self, record: dict[str, Any]) -> None:
        raise NotImplementedError


class MemorySink(Sink):
    def __init__(self, secrets: list[str] | None = None) -> None:
        super().__init__(secrets)
        self.records: list[dict[str, Any]] = []

    def _write(self, record: dict[str, Any]) -> None:
        self.records.append(record)


class PipeSink(Sink):
    """Writes JSON lines to a pipe the parent reads: nothing of a run rests on disk."""

    def __init__(self, fd: int, secrets: list[str] | None = None) -> None:
        super().__init__(secrets)
        self._handle = os.fdopen(fd, "w", encoding="utf-8", closefd=True)

    def _write(self, record: dict[str, Any]) -> None:
        try:
            self._handle.write(json.dumps(record, ensure_ascii=True) + "\n")
            self._handle.flush()  # in the parent's hands now: survives the process being killed
        except (BrokenPipeError, ValueError):
            pass  # the parent is gone (or gave up on this run); nobody is listening


_STANDARD_LOG_ATTRS = set(logging.LogRecord("", 0, "", 0, "", (), None).__dict__) | {
    "message",
    "asctime",
    "taskName",
}


QUIET_LIBRARIES = {"asyncio", "concurrent"}  # their debug chatter is not the tool's


class LogCapture(logging.Handler):
    """Captures `logging` records made during the call, with their `extra` fields."""

    def __init__(self, emit: Callable[..., None]) -> None:
        super().__init__(logging.DEBUG)
        self._emit = emit

    def emit(self, record: logging.LogRecord) -> None:
        if record.name.startswith("devkit.mcp"):
            return  # the mcp logger reports its entries itself, with their fields
        if record.name.split(".")[0] in QUIET_LIBRARIES and record.levelno < logging.WARNING:
            return
        try:
            message = record.getMessage()
        except Exception:
            message = str(record.msg)
        fields = {k: v for k, v in record.__dict__.items() if k not in _STANDARD_LOG_ATTRS}
        self._emit(
            "log",
            level=record.levelname.lower(),
            message=message,
            fields=fields,
            logger=record.name,
        )
