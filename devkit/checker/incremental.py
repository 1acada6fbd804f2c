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

An edit inside a long statement (a tool function) re-parses only the innermost nested
statement holding it, found through `nested.py` and put back into the old tree; the rest
of the old tree is kept. The new statement's code must print exactly as the new text, or
the chunk is parsed whole.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Sequence
from itertools import pairwise
from typing import Any

import libcst as cst

from ..lines import line_starts
from .nested import (
    StatementStart,
    generate_checked,
    generation_start,
    replaced,
    statement_lines,
)
from .parsing import fast_parsing, parse_module
from .reuse import Reuse
from .scan import common_prefix, common_suffix, logical_line_starts, statement_starts

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
        # The chunks of the last parse, in order: an edited chunk is derived from the old one.
        self._last: list[tuple[str, cst.Module]] = []
        self._next: list[tuple[str, cst.Module]] = []

    def _footer_key(self, chunk: cst.Module) -> tuple[object, ...]:
        """`_lines_key` of a cached chunk's footer, computed once per chunk."""
        known = self._footer_keys.get(id(chunk))
        if known is None or known[0] is not chunk:
            known = (chunk, _lines_key(list(chunk.footer)))
        self._footer_keys_next[id(chunk)] = known
        return known[1]

    def _parse_chunk(self, text: str, source: str = "", index: int = -1) -> cst.Module:
        self._used.append(text)
        module = self._chunks.get(text)
        if module is None:
            module = self._derived(text, source, index) or _parsed_chunk(text)
            self._chunks[text] = module
            if len(self._chunks) > MAX_CACHED_CHUNKS:
                self._chunks.popitem(last=False)
        else:
            self._chunks.move_to_end(text)
        return module

    def _derived(self, text: str, source: str, index: int) -> cst.Module | None:
        """The chunk at `index` of the last parse, with only the nested statement that changed
        re-parsed; None when that does not apply (then the chunk is parsed whole)."""
        if not 0 <= index < len(self._last):
            return None
        old_text, old = self._last[index]
        # Nodes of the old tree are shared with the new one: not while the old text is
        # still somewhere in the document (a copy of the tool), whose nodes must be its own.
        if old_text in source:
            return None
        try:
            return reparsed_nested(old_text, old, text)
        except Exception:
            return None

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
        self._used, self._next = [], []
        self._carried_next, self._footer_keys_next = {}, {}
        try:
            # One swap of the node classes' inits for all the chunks this edit parses (each
            # parse would swap some 170 and back).
            with fast_parsing():
                module = self._assemble(source)
        except Exception:
            module = None
        if module is not None:
            self._last = self._next
            # Keep the chunks of this text only: the cache is as big as the document, not
            # as the number of edits made to it (each keystroke makes a new chunk text).
            self._chunks = OrderedDict(
                (t, self._chunks[t]) for t in self._used if t in self._chunks
            )
            self._carried = self._carried_next
            self._footer_keys = self._footer_keys_next
        return module if module is not None else parse_module(source)

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
        same_count = len(starts) == len(self._last)
        for i, (start, end) in enumerate(pairwise(bounds)):
            text = source[start:end]
            chunk = self._parse_chunk(text, source, i if same_count else -1)
            self._next.append((text, chunk))
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


def _parsed_chunk(text: str) -> cst.Module:
    """A chunk parsed alone. libcst drops a blank line before a whitespace-only line at the
    very end of a module (`"x\\n\\n    \\n"`), so a chunk ending that way is checked against its
    text; one that does not print back raises, and the whole document is parsed instead."""
    module = parse_module(text)
    footer = module.footer
    blank_with_spaces = any(e.whitespace.value and e.comment is None for e in footer)
    if blank_with_spaces and module.code != text:
        raise ValueError("chunk does not print back as its text")
    return module


def reparsed_nested(old_text: str, old: cst.Module, new_text: str) -> cst.Module | None:
    """`new_text` parsed as `old` (the parse of `old_text`, one statement) with only the
    innermost nested statement holding the change re-parsed; None when the change is not
    inside one nested statement or the new statement does not print as the new text."""
    if len(old.body) != 1 or not isinstance(old.body[0], cst.BaseCompoundStatement):
        return None
    top = old.body[0]
    begin = common_prefix(old_text, new_text)
    shorter = min(len(old_text), len(new_text))
    end = len(old_text) - common_suffix(old_text, new_text, shorter - begin)
    # The last statement starting before the change holds it, if anything nested does.
    places = statement_lines(top, old.default_indent)
    ordered = sorted(places.values(), key=lambda p: p[1])
    code = logical_line_starts(old_text, 0, ordered[-1][1] + 1)
    lines = line_starts(old_text)
    holder = None
    for place in ordered[1:]:  # not the top-level statement itself
        if place[1] >= len(code) or old_text.rfind("\n", 0, code[place[1]]) + 1 > begin:
            break
        holder = place
    if holder is None:
        return _reparsed_header(old_text, old, new_text, end, places, code, lines)
    node, line, indents = holder
    first = old_text.rfind("\n", 0, code[line]) + 1  # where its first code line begins
    start = generation_start(node, code[line], lines)
    if start is None:
        return None
    generated = generate_checked(node, old, old_text, start, indents)
    if generated is None or not begin < generated.offset or end > generated.offset:
        return None
    stop = generated.offset + len(new_text) - len(old_text)
    fresh = _parsed_alone(new_text[first:stop], indents, old.default_newline)
    if fresh is None:
        return None
    fresh = fresh.with_changes(leading_lines=node.leading_lines)  # type: ignore[attr-defined]
    check = generate_checked(fresh, old, new_text, start, indents)
    if check is None or check.offset != stop:
        return None
    new_top = replaced(top, node, fresh)
    return old.with_changes(body=[new_top]) if new_top is not None else None


def _reparsed_header(
    old_text: str,
    old: cst.Module,
    new_text: str,
    change_end: int,
    places: dict[int, StatementStart],
    code: list[int],
    lines: Sequence[int],
) -> cst.Module | None:
    """A change (ending at `change_end`) in a function's or class's decorators or signature:
    the header is parsed (with `pass` for a body) and the old body put back."""
    top = old.body[0]
    if not isinstance(top, (cst.FunctionDef, cst.ClassDef)):
        return None
    block = top.body
    if type(block) is not cst.IndentedBlock or not block.body:
        return None
    first_statement = block.body[0]
    _, line, indents = places[id(first_statement)]
    if line >= len(code):
        return None
    body_start = generation_start(first_statement, code[line], lines)
    if body_start is None or change_end > body_start:
        return None  # the change reaches into the body
    cut = body_start + len(new_text) - len(old_text)
    head = new_text[:cut] + indents[-1] + "pass" + old.default_newline
    try:
        parsed = parse_module(head)
    except Exception:
        return None
    if len(parsed.body) != 1 or type(parsed.body[0]) is not type(top) or parsed.header:
        return None
    fresh = parsed.body[0]
    fresh_block = fresh.body  # type: ignore[attr-defined]
    if type(fresh_block) is not cst.IndentedBlock or fresh_block.indent != block.indent:
        return None
    if fresh_block.header.deep_equals(block.header):
        fresh = fresh.with_changes(body=block)  # the very block, as nothing in it changed
    else:
        fresh = fresh.with_changes(
            body=fresh_block.with_changes(body=block.body, footer=block.footer)
        )
    if type(top) is cst.FunctionDef and fresh.params.deep_equals(top.params):  # type: ignore[union-attr]
        # Only the decorators or the name changed: the old parameters too, so the function's
        # analysis (keyed by its parameters and body) is reused.
        fresh = fresh.with_changes(params=top.params)
    check = generate_checked(fresh, old, new_text, 0, (), stop_before=first_statement)
    if check is None or check.offset != cut:
        return None
    return old.with_changes(body=[fresh])


def _parsed_alone(text: str, indents: tuple[str, ...], newline: str) -> cst.CSTNode | None:
    """The one statement `text` holds, indented by `indents`: parsed inside `if 1:` blocks
    indented the same way, so its own blocks and whitespace come out as in the file."""
    wrapper = "".join("".join(indents[:i]) + "if 1:" + newline for i in range(len(indents)))
    try:
        node: cst.CSTNode = parse_module(wrapper + text).body[0]
    except Exception:
        return None
    for _ in range(len(indents) - 1):
        node = node.body.body[0]  # type: ignore[attr-defined]
    block = node.body  # type: ignore[attr-defined]
    if type(block) is not cst.IndentedBlock or len(block.body) != 1:
        return None
    return block.body[0]
