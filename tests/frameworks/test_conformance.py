"""The fastmcp and mcp-sdk profiles against the real `Context` classes of every major."""

from __future__ import annotations

import pytest

from devkit.profiles import get_profile

from .conftest import HERE
from .environments import ENVIRONMENTS, Environment


def _release(env: Environment) -> tuple[int, int] | None:
    if env.release is None:
        return None
    major, minor = env.release.split(".")
    return int(major), int(minor)


def _context_classes(env: Environment) -> list[str]:
    """`module:Class` of the context class and each alias the profile accepts (one spelling
    each, one that exists in this major)."""
    profile = get_profile(env.profile)
    found = []
    for symbol in profile.context_types:
        spelling = next(
            (
                s
                for s in profile.spellings
                if s.symbol == symbol
                and (s.since is None or env.major >= s.since)
                and (s.until is None or env.major < s.until)
            ),
            None,
        )
        if spelling is not None:
            module, _, name = spelling.qualified.rpartition(".")
            found.append(f"{module}:{name}")
    return found


@pytest.mark.parametrize("env", ENVIRONMENTS, ids=lambda e: e.name)
def test_every_member_of_the_real_context_is_in_the_profile_and_back(env, framework):
    profile = get_profile(env.profile).at(env.major, "", _release(env))
    real: dict[str, str] = {}
    for spec in _context_classes(env):  # a context and its aliases (ADK's, openai's ToolContext)
        real.update(framework(env, HERE / "probe_members.py", spec))
    modelled = {
        f.name: f
        for f in profile.members
        if "." not in f.name and not f.name.endswith("()") and not f.module_function
    }
    assert sorted(set(real) - set(modelled)) == [], "members of the real Context the profile lacks"
    assert sorted(set(modelled) - set(real)) == [], "profile members the real Context lacks"
    kinds = {
        name: "async" if f.is_async else "sync" if f.is_method else "property"
        for name, f in modelled.items()
    }
    assert {n: kinds[n] for n in real} == real, "sync/async/property differs"


def _spec(qualified: str) -> str:
    module, _, name = qualified.rpartition(".")
    return f"{module}:{name}"


@pytest.mark.parametrize("env", ENVIRONMENTS, ids=lambda e: e.name)
def test_spellings_and_module_functions_exist_exactly_where_the_profile_says(env, framework):
    profile = get_profile(env.profile)
    found = framework(
        env, HERE / "probe_function.py", *(_spec(s.qualified) for s in profile.spellings)
    )
    for s in profile.spellings:
        exists = (s.since is None or env.major >= s.since) and (
            s.until is None or env.major < s.until
        )
        # every spelling names a class or a function: a module of the same name is not it
        probed = found[_spec(s.qualified)]
        assert (probed["exists"] and probed["callable"]) is exists, s.qualified
    for f in profile.at(env.major, "", _release(env)).members:
        if f.module_function:
            spelling = next(s for s in profile.spellings if s.symbol == f.name)
            assert found[_spec(spelling.qualified)] == {
                "exists": True,
                "callable": True,
                "async": bool(f.is_async),
            }, spelling.qualified


# Members of a context member's value the profiles model, against the real class of it.
NESTED = [
    ("langchain-1", "store", "langgraph.store.base:BaseStore"),
    ("google-adk-1", "actions", "google.adk.events.event_actions:EventActions"),
    ("google-adk-2", "actions", "google.adk.events.event_actions:EventActions"),
    ("google-adk-1", "user_content", "google.genai.types:Content"),
    ("google-adk-2", "user_content", "google.genai.types:Content"),
]


@pytest.mark.parametrize("env_name, member, spec", NESTED)
def test_modelled_members_of_a_member_exist_as_modelled(env_name, member, spec, framework):
    env = next(e for e in ENVIRONMENTS if e.name == env_name)
    profile = get_profile(env.profile).at(env.major, "", _release(env))
    real = framework(env, HERE / "probe_members.py", spec, "--fields")
    modelled = {
        f.name.removeprefix(member + "."): "async"
        if f.is_async
        else "sync"
        if f.is_method
        else "property"
        for f in profile.members
        if f.name.startswith(member + ".") and not f.name.endswith("()")
    }
    assert modelled, f"the profile models no member of `{member}`"
    assert {name: real.get(name) for name in modelled} == modelled, (
        f"members of `{member}` missing from {spec}, or sync/async/property differs"
    )


def _server_classes(env: Environment) -> list[tuple[str, tuple[str, ...]]]:
    """`module:Class` of each server class of this major whose form names accessor methods."""
    profile = get_profile(env.profile)
    found = []
    for form in profile.tool_forms:
        if not form.accessor_methods:
            continue
        for s in profile.spellings:
            if (
                s.symbol == form.symbol
                and (s.since is None or env.major >= s.since)
                and (s.until is None or env.major < s.until)
            ):
                module, _, name = s.qualified.rpartition(".")
                found.append((f"{module}:{name}", form.accessor_methods))
                break
    return found


@pytest.mark.parametrize(
    "env", [e for e in ENVIRONMENTS if _server_classes(e)], ids=lambda e: e.name
)
def test_accessor_methods_of_a_server_exist_and_are_sync(env, framework):
    # `mcp.get_context()` is read as the context: the real server class must have it, sync.
    for spec, methods in _server_classes(env):
        real = framework(env, HERE / "probe_members.py", spec)
        assert {m: real.get(m) for m in methods} == dict.fromkeys(methods, "sync"), spec
