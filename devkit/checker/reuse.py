"""What an editor's checks of one document reuse between edits: work per unchanged statement.

The incremental parser hands back the very same node objects for statements whose text did
not change. Much of a check is a function of one such node plus a few module-wide facts:

- what discovery found in a top-level statement (and what the statement reads elsewhere:
  see `_Discoverer._environment`), its imports and its index entries;
- a function's analysis (its node, the imports, the functions that never return, what its
  callers establish), and the function and tool rules' reports (`rule_reuse.py`);
- a node's position inside its statement (that statement's code only).

Each is kept here under a key naming the node, with the node itself in the entry (so the id
in the key cannot be reused by another object while the entry lives), and handed back while
the node is the same. Each check keeps only what it used: the store is as big as the
document, not as the number of edits.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

_Found = TypeVar("_Found")


class Reuse:
    def __init__(self) -> None:
        self._last: dict[Any, Any] = {}  # what the last check kept
        self._next: dict[Any, Any] = {}  # what this check uses or makes
        self._tokens: dict[str, tuple[Any, object]] = {}

    def begin(self) -> None:
        self._next = {}

    def end(self, forget_unused: bool = True) -> None:
        """The check is done: forget everything it did not use (unless it was a partial
        pass, an editor feature's, which must not drop what the checks keep)."""
        self._last = self._next if forget_unused else {**self._last, **self._next}

    def recalled(self, key: Any) -> Any | None:
        """What was kept under `key` by this check or the last one (the caller checks that it
        still applies); kept on for the next check."""
        entry = self._last.get(key) or self._next.get(key)
        if entry is not None:
            self._next[key] = entry
        return entry

    def keep(self, key: Any, entry: Any) -> None:
        """Keep `entry` for the next check; it must hold whatever the ids in `key` name."""
        self._next[key] = entry

    def token(self, what: str, value: Any) -> object:
        """A stand-in for `value` (a module-wide part of many keys) that stays the same object
        while `value` stays equal: keys holding it hash and compare by identity instead of
        item by item for every statement and function."""
        known = self._tokens.get(what)
        if known is None or known[0] != value:
            known = (value, object())
            self._tokens[what] = known
        return known[1]

    # -- per statement -----------------------------------------------------------------------

    def of_statement(self, what: Any, statement: Any, compute: Callable[[Any], _Found]) -> _Found:
        """`compute(statement)`, a function of the statement alone (and of `what`), kept
        while the statement is the same object."""
        key = ("statement", what, id(statement))
        entry = self.recalled(key)
        if entry is None or entry[0] is not statement:
            entry = (statement, compute(statement))
            self.keep(key, entry)
        return entry[1]

    def discovered(self, statement: Any, key: Any) -> Any | None:
        """What discovery found in `statement` when it was discovered under `key`."""
        entry = self._last.get(("discovered", id(statement)))
        if entry is None or entry[0] is not statement or entry[1] != key:
            return None
        self._next[("discovered", id(statement))] = entry
        return entry[2]

    def keep_discovered(self, statement: Any, key: Any, found: Any) -> None:
        self.keep(("discovered", id(statement)), (statement, key, found))

    def mark_edited(self, statement: Any) -> None:
        """Another statement, or the module model, edits what `statement` contributed: its
        kept contribution is handed out as copies while it is the same statement."""
        self.keep(("edited", id(statement)), statement)

    def edited_before(self, statement: Any) -> bool:
        return self.recalled(("edited", id(statement))) is statement

    # -- analyses --------------------------------------------------------------------------

    def analysis(self, key: Any, node: Any) -> Any | None:
        entry = self.recalled(("analysis", key))
        return entry[1] if entry is not None and entry[0] is node else None

    def keep_analysis(self, key: Any, node: Any, analysis: Any) -> None:
        self.keep(("analysis", key), (node, analysis))

    # -- positions: offsets relative to the start of a top-level statement --------------------

    def offsets(self, statement: Any, wanted: set[int]) -> dict[int, tuple[int, int]] | None:
        entry = self._last.get(("offsets", id(statement))) or self._next.get(
            ("offsets", id(statement))
        )
        if entry is None or entry[0] is not statement or not wanted <= entry[1].keys():
            return None
        self._next[("offsets", id(statement))] = entry
        return entry[1]

    def keep_offsets(self, statement: Any, offsets: dict[int, tuple[int, int]]) -> None:
        known = self._last.get(("offsets", id(statement)))
        merged = dict(known[1]) if known is not None and known[0] is statement else {}
        merged.update(offsets)
        self.keep(("offsets", id(statement)), (statement, merged))


def shallow_copy(item: _Found, **changes: Any) -> _Found:
    """A shallow copy of a dataclass instance with `changes`. What is reused is copied per
    check (the check may edit it); `dataclasses.replace` runs `__init__` and is 10x slower."""
    copied = object.__new__(type(item))
    copied.__dict__.update(item.__dict__, **changes)
    return copied
