"""What the checker reports: findings, with positions and optional fixes."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import Any


class Severity(str, Enum):
    ERROR = "error"
    WARNING = "warning"
    INFO = "info"
    HINT = "hint"

    @classmethod
    def parse(cls, value: str) -> Severity:
        return cls(value.lower())

    @property
    def rank(self) -> int:
        """Higher is more severe: hint 0, info 1, warning 2, error 3."""
        return ("hint", "info", "warning", "error").index(self.value)


@dataclass(frozen=True)
class Edit:
    """Replace the text between two 1-based (line, column) positions; columns in characters."""

    line: int
    column: int
    end_line: int
    end_column: int
    text: str

    def to_json(self) -> dict[str, Any]:
        return {
            "line": self.line,
            "column": self.column,
            "end_line": self.end_line,
            "end_column": self.end_column,
            "text": self.text,
        }


@dataclass(frozen=True)
class Fix:
    title: str
    applicability: str  # "safe" | "unsafe"
    edits: tuple[Edit, ...]

    def to_json(self) -> dict[str, Any]:
        return {
            "title": self.title,
            "applicability": self.applicability,
            "edits": [e.to_json() for e in self.edits],
        }


@dataclass(frozen=True)
class Related:
    """A second location that explains a finding (e.g. the declaration it contradicts)."""

    line: int
    column: int
    end_line: int
    end_column: int
    message: str


@dataclass(frozen=True)
class Finding:
    code: str
    name: str
    severity: Severity
    message: str
    path: str
    line: int
    column: int
    end_line: int
    end_column: int
    tool: str | None = None
    fix: Fix | None = None
    related: tuple[Related, ...] = field(default=())

    def sort_key(self) -> tuple[str, int, int, str]:
        return (self.path, self.line, self.column, self.code)

    def to_json(self) -> dict[str, Any]:
        return {
            "code": self.code,
            "name": self.name,
            "severity": self.severity.value,
            "message": self.message,
            "path": self.path,
            "line": self.line,
            "column": self.column,
            "end_line": self.end_line,
            "end_column": self.end_column,
            "tool": self.tool,
            "fix": self.fix.to_json() if self.fix else None,
            "related": [
                {
                    "line": r.line,
                    "column": r.column,
                    "end_line": r.end_line,
                    "end_column": r.end_column,
                    "message": r.message,
                }
                for r in self.related
            ],
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Finding:
        fix = data.get("fix")
        return cls(
            code=data["code"],
            name=data["name"],
            severity=Severity(data["severity"]),
            message=data["message"],
            path=data["path"],
            line=data["line"],
            column=data["column"],
            end_line=data["end_line"],
            end_column=data["end_column"],
            tool=data.get("tool"),
            fix=Fix(fix["title"], fix["applicability"], tuple(Edit(**e) for e in fix["edits"]))
            if fix
            else None,
            related=tuple(Related(**r) for r in data.get("related", ())),
        )
