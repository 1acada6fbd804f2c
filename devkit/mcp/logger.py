"""The structured logger an MCP tool receives as `ctx.logger`."""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class LogEntry:
    level: str
    message: str
    fields: dict[str, Any] = field(default_factory=dict)


class StructuredLogger:
    """`info/debug/warning/error(message, **fields)`: kept in `entries` and sent to logging."""

    def __init__(self, name: str = "devkit.mcp") -> None:
        self.entries: list[LogEntry] = []
        self._logger = logging.getLogger(name)

    def _log(self, level: str, message: str, fields: dict[str, Any]) -> None:
        self.entries.append(LogEntry(level, str(message), dict(fields)))
        self._logger.log(getattr(logging, level.upper()), "%s %s", message, fields or "")

    def debug(self, message: str, **fields: Any) -> None:
        self._log("debug", message, fields)

    def info(self, message: str, **fields: Any) -> None:
        self._log("info", message, fields)

    def warning(self, message: str, **fields: Any) -> None:
        self._log("warning", message, fields)

    def error(self, message: str, **fields: Any) -> None:
        self._log("error", message, fields)
