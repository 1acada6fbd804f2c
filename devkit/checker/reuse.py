"""What an editor's checks of one document reuse between edits: work per unchanged statement.

The incremental parser hands back the very same node objects for statements whose text did
not change. A function's analysis depends only on its node and on a few module-wide facts
(the imports, the functions that never return, what its callers establish), and a node's
position inside its statement only on that statement's code: both are kept here, keyed by
node identity, and reused while the node is. Each check keeps only what it used, so the
store is as big as the document, not as the number of edits.
"""

from __future__ import annotations

from typing import Any


class Reuse:
    def __init__(self) -> None:
        self._analyses: dict[Any, tuple[Any, Any]] = {}  # key -> (node kept alive, analysis)
        self._positions: dict[int, tuple[Any, dict[int, tuple[int, int]]]] = {}
        self._next_analyses: dict[Any, tuple[Any, Any]] = {}
        self._next_positions: dict[int, tuple[Any, dict[int, tuple[int, int]]]] = {}

    def begin(self) -> None:
        self._next_analyses, self._next_positions = {}, {}

    def end(self) -> None:
        """The check is done: forget everything it did not use."""
        self._analyses, self._positions = self._next_analyses, self._next_positions

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
