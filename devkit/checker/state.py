"""The state the flow analysis carries along a path, and how states join where paths meet.

A `State` is the facts known on the path (`facts.py`) and the environment: which names hold
the context, which alias a member of it (by canonical path), which hold the teardown
scopes, a session key, a revealed secret or the outcome of a test. `join` is where paths
meet: facts must hold on every path; names may come from any, and a name that holds a
member on some paths and something else on others gets a path of its own.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import NamedTuple

from .facts import CTX_DOT, Facts, NotNone, holds, marked, unmarked

# In `aliases`, a name that held a member and was then bound to something else (to None):
# kept, not forgotten, so that where paths meet a path on which it still is the member
# does not decide alone what it holds.
REBOUND = ""
REBOUND_NONE = "?none"
REBOUND_VALUE = "?value"  # bound to a value known not None (`x = MemoryIdentity(...)`)
NOT_FOLLOWED = frozenset({REBOUND, REBOUND_NONE, REBOUND_VALUE})  # names no path
# The mark of a name holding a member on some paths and values never None on the others.
JOIN_OF_VALUES = "values"


class Env(NamedTuple):
    """What the names of one path hold: the context, aliases of its members, secrets.

    A named tuple, as `State`: one is built for each statement that binds a name."""

    ctx_names: frozenset[str]
    aliases: tuple[tuple[str, str], ...]  # (name, canonical path), sorted
    scope_sets: frozenset[str]  # names holding the teardown scopes
    key_vars: tuple[tuple[str, str], ...]  # (name, scope of its tool_session_key), sorted
    tainted: frozenset[str]  # names holding a revealed secret
    # Names holding the outcome of a test (`ok = ident is not None`), by the test's node id:
    # `if ok:` then proves what the test proves, while the names it reads are unchanged.
    conditions: tuple[tuple[str, int], ...] = ()
    # Names holding one element of the teardown scopes (`for s in ctx.teardown_scopes`):
    # `s == "run"` then proves that scope is honoured.
    scope_elements: frozenset[str] = frozenset()
    # Names last bound to string literals on this path, with the texts they may hold.
    literals: tuple[tuple[str, tuple[str, ...]], ...] = ()
    # Names holding a member as text (`k = f"{ctx.session_id}"`, `str(...)`): the same key
    # as the member, though never None themselves. (name, canonical path), sorted.
    texts: tuple[tuple[str, str], ...] = ()


class State(NamedTuple):
    """The facts of one path and what its names hold. A named tuple: states are built for
    every statement and compared at every join, which a tuple does in C."""

    facts: Facts
    env: Env


@dataclass
class Flow:
    """How control leaves a statement: on to the next one, by `break`, or by `continue`."""

    normal: State | None
    # (most statements neither break nor continue: no lists made for them)
    breaks: Sequence[State] = ()
    continues: Sequence[State] = ()


def _join_pairs(
    parts: Sequence[tuple[tuple[str, str], ...]],
) -> tuple[tuple[str, str], ...]:
    """Name -> value maps joined: a name from any path, dropped where paths disagree."""
    merged: dict[str, str | None] = {}
    for pairs in parts:
        for name, value in pairs:
            merged[name] = value if merged.get(name, value) == value else None
    return tuple(sorted((n, v) for n, v in merged.items() if v is not None))


def _join_literals(
    parts: Sequence[tuple[tuple[str, tuple[str, ...]], ...]],
) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """Where paths meet, a name holds any text it holds on any path."""
    if not any(parts):
        return ()
    merged: dict[str, set[str]] = {}
    for pairs in parts:
        for name, texts in pairs:
            merged.setdefault(name, set()).update(texts)
    return tuple(sorted((n, tuple(sorted(t))) for n, t in merged.items()))


def _join_conditions(
    parts: Sequence[tuple[tuple[str, int], ...]],
) -> tuple[tuple[str, int], ...]:
    """A name holds a test where paths meet only if it holds that test on every path."""
    common = set(parts[0])
    for pairs in parts[1:]:
        common &= set(pairs)
    return tuple(sorted(common))


def _join_aliases(
    states: Sequence[State], settled: Callable[[str], bool]
) -> tuple[tuple[tuple[str, str], ...], Facts]:
    """Aliases where paths meet, and the facts that come with them.

    A name holding the same thing on every path keeps it. A name holding a member (or what
    a call returned) on some paths and None, another value or another member on others gets
    a path of its own (`facts.marked`): facts about the member no longer speak for it, but
    when it is known not None on every path (`if x is None: x = Default()`), so is the new
    path. `settled(member)` says a member is never None by its nature (an `always` field)."""
    held: dict[str, list[tuple[str, bool]]] = {}
    for state in states:
        for name, value in state.env.aliases:
            # an unknown value (REBOUND) is taken as not None, as values are elsewhere
            known = value in (REBOUND_VALUE, REBOUND) or (
                value.startswith(CTX_DOT)
                and (holds(state.facts, value) or settled(unmarked(value)))
            )
            held.setdefault(name, []).append((value, known))
    joined = []
    facts: set[NotNone] = set()
    for name, seen in held.items():
        values = {v for v, _ in seen}
        if len(values) == 1 and len(seen) == len(states):
            joined.append((name, values.pop()))
            continue
        members = {v for v in values if v.startswith(CTX_DOT)}
        others = values - members
        if not members or len(seen) < len(states):
            # Bound on some paths only: as it was. Otherwise not a member on any path: not
            # followed, and said so (a name left out would read as bound on the other
            # paths only, and a loop's head would swing between the two for ever).
            joined.append((name, values.pop() if len(values) == 1 else REBOUND))
            continue
        # Where the name holds a member or values never None, it is None only where the
        # member is: marked so, a member always there in a tool is so here too (DK201).
        where = JOIN_OF_VALUES if others <= {REBOUND_VALUE} else "join"
        if len({unmarked(m) for m in members}) > 1:
            # Different members (`x = ctx.run_id` here, `x = ctx.session_id` there): the
            # name is one that may be None, named after a member that may be.
            open_members = {unmarked(v) for v, known in seen if not known and v in members}
            member = min(open_members or {unmarked(m) for m in members})
            own = marked(member, name, where)
            joined.append((name, own))
            if all(known for _, known in seen):
                facts.add(NotNone(own))
            continue
        member = min(members, key=unmarked)
        own = marked(unmarked(member), name, where)
        joined.append((name, own))
        if all(known for _, known in seen):
            facts.add(NotNone(own))
    return tuple(sorted(joined)), frozenset(facts)


def _never_settled(member: str) -> bool:
    return False


def join(
    states: Sequence[State | None], settled: Callable[[str], bool] = _never_settled
) -> State | None:
    """The state where these paths meet (None: no path reaches it)."""
    live = [s for s in states if s is not None]
    if not live:
        return None
    if len(live) == 1:
        return live[0]
    facts = live[0].facts
    for state in live[1:]:
        facts &= state.facts
    env = live[0].env
    if all(s.env == env for s in live):  # most joins: the same names, bound the same way
        return State(facts, env)
    envs = [s.env for s in live]
    aliases, known = _join_aliases(live, settled)
    return State(
        facts | known,
        Env(
            frozenset().union(*(e.ctx_names for e in envs)),
            aliases,
            frozenset().union(*(e.scope_sets for e in envs)),
            _join_pairs([e.key_vars for e in envs]),
            frozenset().union(*(e.tainted for e in envs)),
            _join_conditions([e.conditions for e in envs]),
            frozenset.intersection(*(e.scope_elements for e in envs)),
            _join_literals([e.literals for e in envs]),
            _join_pairs([e.texts for e in envs]),
        ),
    )
