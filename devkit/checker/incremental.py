"""Incremental parsing for the language server: reparse only the statements that changed.

While typing, an edit touches one top-level statement; libcst has no incremental parser,
so a full parse per keystroke is the floor of the editor's latency. Here the text is cut
into top-level statement chunks (by the same scanner that finds statement starts), each
chunk is parsed on its own and cached by its text, and the module is reassembled.

Comment and blank lines between statements end up in the previous chunk's footer; they
are moved to the next statement's leading lines, so that generating the code of the
reassembled module reproduces the source exactly (which is all positions rely on).
Anything unusual (a chunk that does not parse alone, a scan that does not line up, mixed
line endings) falls back to a full parse, which also reports syntax errors where they are.
A chunk cached by its text may occur twice in one document; the second occurrence gets a
copy, since analyses and positions identify nodes by identity.
"""

from __future__ import annotations

from collections import OrderedDict
from itertools import pairwise
from typing import Any

import libcst as cst

from .reuse import Reuse
from .scan import statement_starts

MAX_CACHED_CHUNKS = 4096


class IncrementalParser:
    """One per open document; `parse` returns a Module equivalent to `cst.parse_module`."""

    def __init__(self) -> None:
        self.reuse = Reuse()  # analyses and positions of unchanged statements (see reuse.py)
        self.view_positions = Reuse()  # positions editor features need (functions, tools)
        self._chunks: OrderedDict[str, cst.Module] = OrderedDict()
        self._used: list[str] = []  # chunks of the parse in progress
        # (statement, carried lines) -> the combined statement, kept with what it is made of
        self._carried: dict[tuple[int, tuple[object, ...]], tuple[Any, list[Any], Any]] = {}
        self._carried_next: dict[tuple[int, tuple[object, ...]], tuple[Any, list[Any], Any]] = {}
        self._footer_keys: dict[int, tuple[cst.Module, tuple[object, ...]]] = {}
        self._footer_keys_next: dict[int, tuple[cst.Module, tuple[object, ...]]] = {}

    def _footer_key(self, chunk: cst.Module) -> tuple[object, ...]:
        """`_lines_key` of a cached chunk's footer, computed once per chunk."""
        known = self._footer_keys.get(id(chunk))
        if known is None or known[0] is not chunk:
            known = (chunk, _lines_key(list(chunk.footer)))
        self._footer_keys_next[id(chunk)] = known
        return known[1]

    def _parse_chunk(self, text: str) -> cst.Module:
        self._used.append(text)
        module = self._chunks.get(text)
        if module is None:
            module = cst.parse_module(text)
            self._chunks[text] = module
            if len(self._chunks) > MAX_CACHED_CHUNKS:
                self._chunks.popitem(last=False)
        else:
            self._chunks.move_to_end(text)
        return module

    def _with_leading(
        self, statement: Any, carry: list[cst.EmptyLine], carry_key: tuple[object, ...]
    ) -> Any:
        """`statement` with the lines carried before it: the same object while both are.

        Node identity is what the analyses and positions of unchanged statements are reused
        by (see reuse.py), so an unchanged statement must come back as the same object.
        """
        # By content: the lines come from the previous chunk, which an edit there replaces.
        key = (id(statement), carry_key)
        known = self._carried.get(key)
        if known is None or known[0] is not statement:
            combined = statement.with_changes(leading_lines=[*carry, *statement.leading_lines])
            known = (statement, list(carry), combined)
        self._carried_next[key] = known
        return known[2]

    def parse(self, source: str) -> cst.Module:
        self._used = []
        self._carried_next, self._footer_keys_next = {}, {}
        try:
            module = self._assemble(source)
        except Exception:
            module = None
        if module is not None:
            # Keep the chunks of this text only: the cache is as big as the document, not
            # as the number of edits made to it (each keystroke makes a new chunk text).
            self._chunks = OrderedDict(
                (t, self._chunks[t]) for t in self._used if t in self._chunks
            )
            self._carried = self._carried_next
            self._footer_keys = self._footer_keys_next
        return module if module is not None else cst.parse_module(source)

    def _assemble(self, source: str) -> cst.Module | None:
        without_crlf = source.replace("\r\n", "")
        if "\r" in without_crlf:
            return None  # old Mac newlines: let the full parser decide
        if "\n" in without_crlf and len(without_crlf) != len(source):
            # Mixed endings: chunks parsed alone would each pick their own default newline,
            # and the reassembled module would no longer print as the source (positions).
            return None
        starts = statement_starts(source)
        if not starts:
            return None
        prefix = self._parse_chunk(source[: starts[0]]) if starts[0] else None
        if prefix is not None and prefix.body:
            return None
        carry: list[cst.EmptyLine] = list(prefix.header) + list(prefix.footer) if prefix else []
        carry_key = _lines_key(carry)
        body: list[cst.SimpleStatementLine | cst.BaseCompoundStatement] = []
        indent = None
        bounds = [*starts, len(source)]
        used: set[int] = set()
        for start, end in pairwise(bounds):
            chunk = self._parse_chunk(source[start:end])
            if len(chunk.body) != 1 or chunk.header:
                return None
            statement = chunk.body[0]
            if id(statement) in used:
                # The same text twice (a pasted tool): every node of a module must be its own,
                # or findings keyed by node would merge; the repeat gets a copy.
                statement = statement.deep_clone()
            used.add(id(chunk.body[0]))
            if carry:
                statement = self._with_leading(statement, carry, carry_key)
            body.append(statement)
            carry = list(chunk.footer)
            carry_key = self._footer_key(chunk)
            if indent is None and isinstance(getattr(statement, "body", None), cst.IndentedBlock):
                indent = chunk.default_indent
        newline = "\r\n" if "\r\n" in source else "\n"
        return cst.Module(
            body=body,
            header=[],
            footer=carry,
            default_indent=indent or "    ",
            default_newline=newline,
            has_trailing_newline=source.endswith(("\n", "\r")),
        )


def _lines_key(lines: list[cst.EmptyLine]) -> tuple[object, ...]:
    """What carried blank and comment lines say, without generating their code."""
    return tuple(
        (
            line.indent,
            line.whitespace.value,
            line.comment.value if line.comment is not None else None,
            line.newline.value,
        )
        for line in lines
    )
