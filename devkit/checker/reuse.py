"""What an editor's checks of one document reuse between edits: work per unchanged statement.

The incremental parser hands back the very same node objects for statements whose text did
not change. What discovery found in a statement depends on the statement and on what the
module defines where (discovery says what, see `_Discoverer._environment`); a function's
analysis only on its node and on a few module-wide facts (the imports, the functions that
never return, what its callers establish); a node's position inside its statement only on
that statement's code. All three are kept here, keyed by node identity, and reused while
the node is. Each check keeps only what it used, so the
store is as big as the document, not as the number of edits.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

_Found = TypeVar("_Found")


class Reuse:
    def __init__(self) -> None:
        self._analyses: dict[Any, tuple[Any, Any]] = {}  # key -> (node kept alive, analysis)
        self._positions: dict[int, tuple[Any, dict[int, tuple[int, int]]]] = {}
        self._next_analyses: dict[Any, tuple[Any, Any]] = {}
        self._next_positions: dict[int, tuple[Any, dict[int, tuple[int, int]]]] = {}
        self._discovered: dict[int, tuple[Any, Any, Any]] = {}  # statement -> (it, key, found)
        self._next_discovered: dict[int, tuple[Any, Any, Any]] = {}
        self._tokens: dict[str, tuple[Any, object]] = {}
        self._kept: dict[Any, Any] = {}  # other per-function results (see function_rules.py)
        self._next_kept: dict[Any, Any] = {}
        self._of_statement: dict[tuple[Any, int], tuple[Any, Any]] = {}  # (what, id) -> (it, found)
        self._next_of_statement: dict[tuple[Any, int], tuple[Any, Any]] = {}

    def begin(self) -> None:
        self._next_analyses, self._next_positions, self._next_discovered = {}, {}, {}
        self._next_of_statement, self._next_kept = {}, {}

    def end(self) -> None:
        """The check is done: forget everything it did not use."""
        self._analyses, self._positions = self._next_analyses, self._next_positions
        self._discovered = self._next_discovered
        self._of_statement = self._next_of_statement
        self._kept = self._next_kept

    def of_statement(self, what: Any, statement: Any, compute: Callable[[Any], _Found]) -> _Found:
        """`compute(statement)`, a function of the statement alone (and of `what`), kept
        while the statement is the same object."""
        key = (what, id(statement))
        entry = self._of_statement.get(key) or self._next_of_statement.get(key)
        if entry is None or entry[0] is not statement:
            entry = (statement, compute(statement))
        self._next_of_statement[key] = entry
        return entry[1]

    # -- discovery: what each top-level statement contributed --------------------------------

    def discovered(self, statement: Any, key: Any) -> Any | None:
        entry = self._discovered.get(id(statement))
        if entry is None or entry[0] is not statement or entry[1] != key:
            return None
        self._next_discovered[id(statement)] = entry
        return entry[2]

    def recalled(self, key: Any) -> Any | None:
        """What was kept under `key` by this check or the last one (the caller checks that it
        still applies); kept on for the next check."""
        entry = self._kept.get(key) or self._next_kept.get(key)
        if entry is not None:
            self._next_kept[key] = entry
        return entry

    def keep(self, key: Any, entry: Any) -> None:
        """Keep `entry` for the next check; it must hold whatever the ids in `key` name."""
        self._next_kept[key] = entry

    def token(self, what: str, value: Any) -> object:
        """A stand-in for `value` (a module-wide part of many keys) that stays the same object
        while `value` stays equal: keys holding it hash and compare by identity instead of
        item by item for every statement and function."""
        known = self._tokens.get(what)
        if known is None or known[0] != value:
            known = (value, object())
            self._tokens[what] = known
        return known[1]

    def keep_discovered(self, statement: Any, key: Any, found: Any) -> None:
        self._next_discovered[id(statement)] = (statement, key, found)

    # -- analyses --------------------------------------------------------------------------

    def analysis(self, key: Any, node: Any) -> Any | None:
        entry = self._analyses.get(key) or self._next_analyses.get(key)
        if entry is None or entry[0] is not node:
            return None
        self._next_analyses[key] = entry
        return entry[1]

    def keep_analysis(self, key: Any, node: Any, analysis: Any) -> None:
        self._next_analyses[key] = (node, analysis)

    # -- positions: offsets relative to the start of a top-level statement --------------------

    def offsets(self, statement: Any, wanted: set[int]) -> dict[int, tuple[int, int]] | None:
        entry = self._positions.get(id(statement)) or self._next_positions.get(id(statement))
        if entry is None or entry[0] is not statement or not wanted <= entry[1].keys():
            return None
        self._next_positions[id(statement)] = entry
        return entry[1]

    def keep_offsets(self, statement: Any, offsets: dict[int, tuple[int, int]]) -> None:
        known = self._positions.get(id(statement))
        merged = dict(known[1]) if known is not None and known[0] is statement else {}
        merged.update(offsets)
        self._next_positions[id(statement)] = (statement, merged)


def shallow_copy(item: _Found, **changes: Any) -> _Found:
    """A shallow copy of a dataclass instance with `changes`. What is reused is copied per
    check (the check may edit it); `dataclasses.replace` runs `__init__` and is 10x slower."""
    copied = object.__new__(type(item))
    copied.__dict__.update(item.__dict__, **changes)
    return copied
