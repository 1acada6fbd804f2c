"""Records streamed from a running tool: logs, events, artifacts, teardowns, the outcome.

The child process appends each record to a JSONL file as it happens, so a child that is
killed still leaves behind everything up to that point (registered teardowns included).
"""

from __future__ import annotations

import json
import logging
import threading
from collections.abc import Callable
from typing import Any

REDACTED = "**********"


def redact(value: Any, secrets: list[str]) -> Any:
    """The value with every occurrence of every secret masked (keys and nested values too)."""
    if not secrets:
        return value
    if isinstance(value, str):
        for secret in secrets:
            if secret in value:
                value = value.replace(secret, REDACTED)
        return value
    if isinstance(value, dict):
        return {redact(k, secrets): redact(v, secrets) for k, v in value.items()}
    if isinstance(value, list):
        return [redact(v, secrets) for v in value]
    return value


def jsonable(value: Any) -> Any:
    """JSON-ready data for any tool value; unknown objects become their repr."""
    from pydantic_core import to_jsonable_python  # imported here: the parent never needs it

    try:
        return to_jsonable_python(value, fallback=repr, serialize_unknown=True)
    except Exception:
        return repr(value)


class Sink:
    """Receives records; `emit` is safe from any thread and masks known secrets first."""

    def __init__(self, secrets: list[str] | None = None) -> None:
        self._lock = threading.Lock()
        self._secrets: list[str] = []
        self.add_secrets(secrets or [])

    def add_secrets(self, secrets: list[str]) -> None:
        # Longest first, so a secret containing another is masked whole.
        self._secrets = sorted({*self._secrets, *(s for s in secrets if s)}, key=len, reverse=True)

    def emit(self, kind: str, **data: Any) -> None:
        record = redact({"kind": kind, **{k: jsonable(v) for k, v in data.items()}}, self._secrets)
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


class FileSink(Sink):
    def __init__(self, path: str, secrets: list[str] | None = None) -> None:
        super().__init__(secrets)
        self._handle = open(path, "a", encoding="utf-8")  # noqa: SIM115 - lives as long as the child

    def _write(self, record: dict[str, Any]) -> None:
        self._handle.write(json.dumps(record) + "\n")
        self._handle.flush()  # in the kernel now: survives the process being killed


def read_records(path: str) -> list[dict[str, Any]]:
    records = []
    try:
        with open(path, encoding="utf-8") as handle:
            for line in handle:
                try:
                    records.append(json.loads(line))
                except json.JSONDecodeError:
                    break  # a record cut short by a kill
    except OSError:
        pass
    return records


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
