"""What checking one file gives, and decoding its bytes: the parts of a check the CLI
needs without the analysis (a re-run whose files all hit the cache never imports libcst)."""

from __future__ import annotations

import io
import tokenize
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from .finding import Finding

if TYPE_CHECKING:
    from .model import ModuleModel

NO_PROFILE = "imports no devkit profile or supported framework"
NO_CONTEXT_USE = "no tool context is used in it"


@dataclass
class FileResult:
    path: str
    findings: list[Finding] = field(default_factory=list)
    skipped: str | None = None  # why the file was not analysed, when it was not
    # An editor's check (with a parser) keeps the analysis, for hover, lenses and symbols
    # of the same text; the CLI keeps none (a tree's worth of them would not fit).
    model: ModuleModel | None = None


def decode_source(data: bytes) -> tuple[str | None, str | None, int]:
    """(text, None, 0) or (None, reason, line). Honours PEP 263 coding cookies and BOMs."""
    if b"\x00" in data:
        return None, "binary file (contains NUL bytes)", 1
    try:
        encoding, _ = tokenize.detect_encoding(io.BytesIO(data).readline)
    except SyntaxError as exc:
        try:
            data.decode("utf-8")
        except UnicodeDecodeError as bad:
            line = data[: bad.start].count(b"\n") + 1
            return None, f"not valid utf-8 and no coding declaration: {bad}", line
        return None, f"bad coding declaration: {exc}", 1
    try:
        text = data.decode(encoding)
    except (UnicodeDecodeError, LookupError) as exc:
        line = data[: exc.start].count(b"\n") + 1 if isinstance(exc, UnicodeDecodeError) else 1
        return None, f"cannot decode as {encoding}: {exc}", line
    return text.removeprefix("\ufeff"), None, 0
